import { describe, expect, it } from "vitest";
import { databaseAvailable, noteRequestError } from "~/lib/availability.server";

/*
 * A request that could not reach the database gets a 503; only a lost connection marks the database lost
 * (every request after it gets the 503 up front until a probe answers). A request that waited out a busy
 * pool's turn (everyone submitting as a module's clock ends) gets its 503 too, but the others go on.
 */
describe("what a failed request says about the database", () => {
  it("a busy pool's wait running out is not a lost database", () => {
    expect(noteRequestError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(databaseAvailable()).toBe(true);
  });

  it("a query error is not about the database's reach at all", () => {
    expect(noteRequestError(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }))).toBe(false);
    expect(databaseAvailable()).toBe(true);
  });

  it("a refused or ended connection is a lost database", () => {
    expect(noteRequestError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(databaseAvailable()).toBe(false);
  });
});
