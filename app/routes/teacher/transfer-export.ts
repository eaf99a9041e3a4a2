import type { Route } from "./+types/transfer-export";
import { readBankQuery } from "~/features/authoring/bank-query";
import { requireTeacher } from "~/features/authoring/guard.server";
import { exportBank } from "~/features/authoring/transfer/export.server";

/** GET /teacher/transfer/export?{bank filters}: the bank (or what the filters select) as a JSON file in the content format. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireTeacher(context, request);
  const file = await exportBank(readBankQuery(new URL(request.url)), user.id);
  const name = `sat-lingo-questions-${file.exported_at.slice(0, 10)}.json`;
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
