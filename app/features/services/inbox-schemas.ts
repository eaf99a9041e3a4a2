import { z } from "zod";
import { idField, intField, line, text } from "~/lib/input";

export const REQUEST_STATUSES = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const NOTES_MAX = 2000;
export const SEARCH_MAX = 100;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The inbox's filters (query string): status (or all), one service, a search in names, notes and phone digits, the page. */
export const InboxQuerySchema = z.object({
  status: z.enum([...REQUEST_STATUSES, "all"], { error: "services:errors.badFilter" }).default("all"),
  service: z.preprocess(emptyToUndefined, idField("services:errors.badFilter").optional()),
  q: line(SEARCH_MAX, "services:errors.searchTooLong").default(""),
  page: z.preprocess(emptyToUndefined, intField(1, 100_000, "validation.invalidPage").default(1)),
});
export type InboxQuery = z.output<typeof InboxQuerySchema>;

/** What an administrator changes on a request: its status and the notes. */
export const RequestUpdateSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: "services:errors.badStatus" }),
  notes: text(NOTES_MAX, "services:errors.notesTooLong").default(""),
});
export type RequestUpdate = z.output<typeof RequestUpdateSchema>;
