import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Every URL of the product, in the order of the specification's route tables. */
export default [
  // Part 1: the public site, accounts and profile.
  layout("routes/auth/layout.tsx", [
    route("auth/login", "routes/auth/login.tsx"),
    route("auth/signup", "routes/auth/signup.tsx"),
  ]),
  route("auth/logout", "routes/auth/logout.tsx"),
  layout("routes/main/layout.tsx", [
    index("routes/main/landing.tsx"),
    route("profile", "routes/profile/dashboard.tsx"),
    route("profile/edit-profile", "routes/profile/edit-profile.tsx"),
    route("app/dashboard", "routes/profile/dashboard.tsx", { id: "app-dashboard" }),
    route("success", "routes/main/payment-success.tsx"),
    route("cancel", "routes/main/payment-cancel.tsx"),
    route(":page", "routes/main/info-page.tsx"),
    route("*", "routes/main/not-found.tsx"),
  ]),

  // Translation files for the browser and other clients.
  route("locales/:lng/:file", "routes/locales.ts"),
  route("uploads/*", "routes/uploads.ts"),

  // The public REST API (part 1 section 7, part 2 section 7).
  ...prefix("api", [
    route("auth/login", "routes/api/auth/login.ts"),
    route("auth/signup", "routes/api/auth/signup.ts"),
    route("auth/token/verify", "routes/api/auth/token-verify.ts"),
    route("auth/token/refresh", "routes/api/auth/token-refresh.ts"),
    route("auth/self", "routes/api/auth/self.ts"),
    route("auth/change-password", "routes/api/auth/change-password.ts"),
    route("main/achievements", "routes/api/main/achievements.ts"),
    route("main/landing-data", "routes/api/main/landing-data.ts"),
    route("main/common-questions", "routes/api/main/common-questions.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
