import { z } from "zod";
import { line } from "~/lib/input";

/** /admin/mentorships' form, one schema for the browser and the action: two usernames (the server checks who they are). */
export const LinkSchema = z.object({
  intent: z.enum(["link", "unlink"]),
  mentor: line(150).trim().min(1, "validation.required"),
  student: line(150).trim().min(1, "validation.required"),
});
