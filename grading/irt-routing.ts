import { posterior, NODES, type Answered } from "./irt-eap";
import { itemInformation, type ItemParams } from "./irt-model";

/**
 * Routing after module 1 by the same model that scores (decision 0034): module 2 is the variant with the
 * most information where the student's ability probably lies, the posterior-weighted information
 *
 *   PWI_m = Σ_k w(θ_k | module-1 responses) · Σ_{j ∈ m} I_j(θ_k)
 *
 * (van der Linden & Pashley 2010, "Item selection and ability estimation in adaptive testing", eq. 1.24;
 * Veerkamp & Berger 1997). With the label priors it sends a student to the harder module when the EAP after
 * module 1 is above about θ = −0.1 (the crossing of the two modules' information curves), which is the old
 * threshold of about 60% of module 1 right. When the two variants carry the same information (within 1%: the
 * modules are alike) the model cannot choose, `tie` is set and the caller decides by the exam's module-1 threshold.
 */
export type Route = { variant: "easier" | "harder"; easier: number; harder: number; tie: boolean };

export function expectedInformation(weights: number[], items: ItemParams[], nodes: readonly number[] = NODES): number {
  let total = 0;
  nodes.forEach((t, k) => {
    const w = weights[k]!;
    if (w < 1e-9) return;
    let info = 0;
    for (const item of items) info += itemInformation(item, t);
    total += w * info;
  });
  return total;
}

export function routeAfterModule1(module1: Answered[], easier: ItemParams[], harder: ItemParams[]): Route {
  const post = posterior(module1);
  const e = expectedInformation(post.weights, easier);
  const h = expectedInformation(post.weights, harder);
  return { variant: h > e ? "harder" : "easier", easier: e, harder: h, tie: Math.abs(h - e) <= 0.01 * Math.max(h, e) };
}

/**
 * The whole module-2 decision, on the server (app/features/irt/routing.server.ts) and on a device taking a
 * downloaded test offline (app/features/offline) alike: the model's variant, or on a tie the exam's module-1
 * threshold of right answers.
 */
export function chooseVariant(module1: Answered[], easier: ItemParams[], harder: ItemParams[], threshold: number): "easier" | "harder" {
  const route = routeAfterModule1(module1, easier, harder);
  if (route.tie) return module1.filter((a) => a.correct).length >= threshold ? "harder" : "easier";
  return route.variant;
}
