import { sectionType } from "./serialize.server";
import { sessionSummary, stateToJson } from "./runtime.server";
import type { PublicUser } from "~/lib/user";
import { findUserById } from "~/features/auth/index.server";
import { examName } from "./exam-texts.server";
import { moduleSeconds } from "~/features/accommodations";

/** GET /api/exams/session/{id}: the session, its exam and sections, and where it stands now. */
export async function sessionJson(user: Pick<PublicUser, "id" | "user_type">, sessionId: number, lng: string) {
  const { session, exam, stages, state, attempts } = await sessionSummary(user, sessionId);
  const examinee = await findUserById(session.userId);
  return {
    id: session.id,
    status: session.status === "finished" || state.kind === "finished" ? "finished" : "active",
    created_at: session.createdAt.toISOString(),
    examinee: { username: examinee?.username ?? "" },
    exam: {
      id: exam.id,
      name: examName({ examName: exam.name, examNameI18n: exam.nameI18n }, lng),
      sections: stages.flatMap((s) =>
        s.sections.map((sec) => ({
          id: sec.id,
          name: sec.name,
          section_type: sectionType({ test: s.test, module: s.module }),
          variant: sec.variant,
          stage: s.stage,
          duration: moduleSeconds(sec.durationSeconds, session.accommodation),
        })),
      ),
    },
    // Extended time and breaks this session runs with (null: standard), as the server applies them.
    accommodation: session.accommodation
      ? {
          time_percent: session.accommodation.timePercent,
          break_percent: session.accommodation.breakPercent,
          extra_break_minutes: session.accommodation.extraBreakMinutes,
        }
      : null,
    taken_sections: attempts.map((a) => ({
      section: a.sectionId,
      started_at: a.startedAt.toISOString(),
      end_time: a.endTime.toISOString(),
      submitted_at: a.submittedAt?.toISOString() ?? null,
    })),
    ...stateToJson(state, stages),
  };
}
