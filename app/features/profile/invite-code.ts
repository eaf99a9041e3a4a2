/** Invite codes as people see and type them (pure; shared by the server and the browser). */
import { z } from "zod";
import { line } from "~/lib/input";

export { formatInviteCode, INVITE_ALPHABET, INVITE_CODE_LENGTH, INVITE_TTL_DAYS, normalizeInviteCode } from "./invite-format";

/** A code as typed (dashes and spaces allowed): POST /api/mentorships/join/ and the dashboard form. */
export const JoinMentorSchema = z.object({ code: line(64).optional() });

/** The admin's {mentor, student} usernames (POST and DELETE /api/mentorships/). */
export const MentorPairSchema = z.object({ mentor: line(150).optional(), student: line(150).optional() });

/** ?student= on the mentor's dashboard: a username (at most 150 characters, no control characters). */
export const StudentFilter = line(150).trim().min(1);
