import type { AnyActorRef, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from "xstate";

/** A transition's identity: source state, event, and target states. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(",") ?? "(internal)";
  return `${t.source.id} --${t.eventType || "always"}--> ${targets}`;
}

/** Every transition the machine defines, including eventless ones and invoke done/error handlers. */
export function allTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const list of Object.values(node.on) as AnyTransitionDefinition[][]) for (const t of list) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
    for (const t of node.after) keys.add(transitionKey(t));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return keys;
}

/** An inspect callback that records each transition an actor actually takes. */
export function transitionRecorder(taken: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type === "@xstate.microstep") for (const t of event._transitions) taken.add(transitionKey(t));
  };
}

export type { AnyActorRef };
