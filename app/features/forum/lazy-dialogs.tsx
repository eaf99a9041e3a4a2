import { lazy, Suspense, type ComponentProps } from "react";
import type { PostComposer } from "./post-composer";
import type { ReportDialog } from "./report-dialog";

/*
 * The forum's form dialogs, loaded when one opens (issue 30): the composer and the report dialog, with
 * conform, stay out of a page of posts' first JavaScript. Neither is open when the page is rendered.
 */
const Composer = lazy(() => import("./post-composer").then((m) => ({ default: m.PostComposer })));
const Report = lazy(() => import("./report-dialog").then((m) => ({ default: m.ReportDialog })));

export function LazyPostComposer(props: ComponentProps<typeof PostComposer>) {
  return (
    <Suspense fallback={null}>
      <Composer {...props} />
    </Suspense>
  );
}

export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  return (
    <Suspense fallback={null}>
      <Report {...props} />
    </Suspense>
  );
}
