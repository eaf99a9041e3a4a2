import { expect, test } from "./fixtures";
import { signUp } from "./helpers";

test("signing out from the profile menu posts, ends the session and comes back to sign-in", async ({ page, student }) => {
  await page.goto("/profile?lng=en");
  await page.getByRole("button", { name: "Profile menu" }).click();
  const logout = page.getByRole("menuitem", { name: "Log out" });
  await logout.focus();
  const posted = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/auth/logout"));
  await page.keyboard.press("Enter");
  expect((await posted).method()).toBe("POST");
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fprofile%3Flng%3Den$/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fprofile$/);
});

test("following a link to /auth/logout/ only asks: the user stays signed in unless they confirm", async ({ page }) => {
  const s = await signUp(page);
  await page.goto("/auth/logout/?return_url=%2Fprofile&lng=en");
  await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${s.username}.`)).toBeVisible();
  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-username")).toHaveText(s.username);

  await page.goto("/auth/logout/?return_url=%2Fprofile&lng=en");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fprofile$/);
});

test("another site's form cannot post the signed-in student's exam data", async ({ page, baseURL, student }) => {
  // A page on another origin that submits a form to the app as soon as it loads.
  await page.route("https://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/exams/session/1/data?lng=en"><input name="intent" value="resume"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url().includes("/exams/session/1/data"));
  await page.goto("https://evil.example/");
  const res = await answer;
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { detail: string }).detail).toBe("This request came from another site and was refused. Go back to SAT Lingo and try again.");
});

test("a page has a CSP with a nonce on its scripts, and the browser refuses a script injected without it", async ({ page, cspViolations }) => {
  const res = await page.goto("/?lng=en");
  const csp = (await res!.headerValue("content-security-policy"))!;
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await res!.headerValue("x-frame-options")).toBe("DENY");
  expect(await res!.headerValue("cache-control")).toBe("private, no-store");
  // Browsers hide the nonce attribute from the DOM; the property keeps it.
  const nonces = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.filter((s) => !(s as HTMLScriptElement).src).map((s) => (s as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toContain("script-src");
  cspViolations.length = 0; // provoked on purpose
});

test("static files carry the security headers and keep their caching; the report endpoint takes reports", async ({ request }) => {
  const page = await (await request.get("/?lng=en")).text();
  const script = page.match(/\/assets\/[\w.-]+\.js/)![0];
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const favicon = await request.get("/favicon.svg");
  for (const res of [asset, favicon]) {
    const headers = res.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["content-security-policy"]).toContain("script-src 'self';");
  }

  const report = await request.post("/csp-report", {
    headers: { "Content-Type": "application/csp-report" },
    data: JSON.stringify({ "csp-report": { "document-uri": "http://127.0.0.1/", "effective-directive": "script-src-elem", "blocked-uri": "inline" } }),
  });
  expect(report.status()).toBe(204);
});
