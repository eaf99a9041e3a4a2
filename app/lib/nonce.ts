import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered on the server (app/entry.server.tsx provides it). In the
 * browser it is "": browsers hide nonces from the DOM (the attribute reads ""), so hydration matches,
 * and elements added after load need none.
 */
export const NonceContext = createContext<string>("");

export const useNonce = () => useContext(NonceContext);
