// The user shape and its display helpers live in app/lib (app/ui and app/lib need them); the auth area re-exports them.
export { displayName, initials, type PublicUser } from "~/lib/user";
