import { z } from "zod";
import type { Route } from "./+types/review-sheet";
import { requireUser } from "~/features/auth/web-session.server";
import { MAX_SHEET, reviewSheet } from "~/features/practice/review-sheet.server";
import { ReviewSheetView } from "~/features/practice/review-sheet";
import { withPageError } from "~/lib/action.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { idField } from "~/lib/input";
import { BRAND, pageTitle } from "~/lib/page-title";
import { parseInput } from "~/lib/parse.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

const SheetQuery = z.object({ entries: z.array(idField()).max(MAX_SHEET, "practice:errors.tooManyEntries") });

/** /practice/review/sheet?entries=…: a printable sheet of the chosen notebook questions, or of every one due now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return withPageError(async () => {
    const { entries } = parseInput(SheetQuery, { entries: new URL(request.url).searchParams.getAll("entries") });
    const sheet = await reviewSheet(user, { entries, lng: getLocale(context) });
    const date = new Intl.DateTimeFormat(getLocale(context), { dateStyle: "long" }).format(new Date());
    return { sheet, date, title: pageTitle(getI18n(context), "practice:sheet.meta") };
  });
}

export default function ReviewSheetPage({ loaderData }: Route.ComponentProps) {
  return <ReviewSheetView sheet={loaderData.sheet} date={loaderData.date} />;
}
