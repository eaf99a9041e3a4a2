import { describe, expect, it } from "vitest";
import { displayName, initials } from "~/lib/user";
import { isAllowedEmailDomain } from "~/features/auth/email-domains";
import { safeReturnUrl } from "~/features/auth/web-session.server";

describe("avatar initials", () => {
  it.each([
    ["aysel", "A"],
    ["murad aliyev", "MA"],
    ["  leyla  huseyn ova ", "LO"],
    ["", "U"],
    [null, "U"],
  ])("%j -> %s", (name, want) => expect(initials(name)).toBe(want));
});

describe("the exam's bottom-bar name", () => {
  it("is the full name, else the username, else 'User'", () => {
    expect(displayName({ first_name: "Aysel", last_name: "Mammadova", username: "aysel" })).toBe("Aysel Mammadova");
    expect(displayName({ first_name: "", last_name: " ", username: "aysel" })).toBe("aysel");
    expect(displayName({ first_name: "", last_name: "", username: "" })).toBe("User");
  });
});

describe("return_url", () => {
  it.each([
    ["/profile", "/profile"],
    ["/exams?x=1#top", "/exams?x=1#top"],
    ["https://evil.example/x", null],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["/auth/logout/", null],
    ["javascript:alert(1)", null],
    ["", null],
  ])("%j -> %j", (value, want) => expect(safeReturnUrl(value)).toBe(want));
});

describe("sign-up e-mail domains", () => {
  it("accepts the common free providers and refuses others", () => {
    expect(isAllowedEmailDomain("a@gmail.com")).toBe(true);
    expect(isAllowedEmailDomain("a@Proton.Me")).toBe(true);
    expect(isAllowedEmailDomain("a@mail.ru")).toBe(true);
    expect(isAllowedEmailDomain("a@company.az")).toBe(false);
    expect(isAllowedEmailDomain("gmail.com")).toBe(false);
  });

  it("accepts school and university addresses (issue 27: kid@school.edu.az was refused)", () => {
    for (const ok of ["kid@school.edu.az", "a@mit.edu", "a@students.uni.edu.tr", "a@ox.ac.uk", "A@Lyceum.EDU.AZ"]) expect(isAllowedEmailDomain(ok)).toBe(true);
    for (const no of ["a@edu.az", "a@edu", "a@school.education", "a@fakeedu.com", "a@school.edu.azz", "a@ac.uk"]) expect(isAllowedEmailDomain(no)).toBe(false);
  });
});
