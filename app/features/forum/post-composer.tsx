import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { useLazyChecks, useSubmitWhenReady, withoutKey, zodChecks } from "~/ui/conform-field";
import { Field } from "~/ui/field";
import { LazyRichTextEditor } from "./editor/lazy-rich-text-editor";
import { forumUrls, send } from "./forum-client";
import { ImagePicker, imageProblem, type ImageChoice } from "./image-picker";
import { TAGS_MAX, TITLE_MAX } from "./limits";
import type { PostFields } from "./schemas";
import type { PostView } from "./types";

/** PostFieldsSchema (the endpoint's own), loaded when the form is first used (issue 30). */
const loadChecks = zodChecks(() => import("./schemas").then((m) => m.PostFieldsSchema));

type Props = { open: boolean; onClose: () => void; onSaved: (post: PostView) => void; post?: PostView };

/**
 * "Create a New Post" (or the edit of one): title, the rich-text body, "Tags (comma-separated)" and an
 * optional image. Publishing needs a title and a body; a refusal shows the server's message and keeps
 * everything that was typed.
 */
export function PostComposer({ open, onClose, onSaved, post }: Props) {
  const { t } = useTranslation("forum");
  const ids = { body: useId(), heading: useId() };
  const [html, setHtml] = useState(post?.text ?? "");
  const [bodyFilled, setBodyFilled] = useState(Boolean(post));
  const [image, setImage] = useState<ImageChoice>({ kind: "keep" });
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string[]>>({});
  useEffect(() => () => (image.kind === "new" ? URL.revokeObjectURL(image.preview) : undefined), [image]);
  const imageError = image.kind === "new" ? imageProblem(image.file) : null;

  const save = async (fields: PostFields) => {
    const form = new FormData();
    form.set("title", fields.title);
    form.set("text", html);
    form.set("tags", fields.tags.join(", "));
    if (image.kind === "new") form.set("image", image.file);
    if (image.kind === "remove") form.set("remove_image", "true");
    setBusy(true);
    setServerError(null);
    setServerFields({});
    const result = post ? await send<PostView>(forumUrls.post(post.id), "PUT", form) : await send<PostView>(forumUrls.posts, "POST", form);
    setBusy(false);
    if (!result.ok) {
      setServerFields(result.fieldErrors);
      return setServerError(result.message ?? t("errors.network"));
    }
    onSaved(result.data);
  };
  // Checked with PostFieldsSchema, the schema both endpoints parse with: title and body when Publish is
  // pressed, then as they change; the image (a file beside the fields) as soon as it is chosen.
  const formId = useId();
  const { checks, start } = useLazyChecks(formId, loadChecks);
  const later = useSubmitWhenReady(formId, checks !== null);
  const [form, fields] = useForm({
    id: formId,
    defaultValue: { title: post?.title ?? "", tags: post?.tags.join(", ") ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (!submission) return (start(), later());
      if (submission?.status === "success" && !imageError) void save(submission.value);
    },
  });
  const message = (name: "title" | "text" | "tags") => {
    const key = fields[name].errors?.[0];
    return key ? t(key, { ns: "forum" }) : (serverFields[name]?.[0] ?? null);
  };
  const shown = {
    title: message("title"),
    body: message("text"),
    tags: message("tags"),
    image: imageError ? t(imageError) : (serverFields.image?.[0] ?? null),
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      labelledBy={ids.heading}
      className="max-h-[calc(100dvh-1rem)] w-[min(44rem,calc(100vw-1rem))] overflow-y-auto"
    >
      <form {...getFormProps(form)} onFocus={start} onPointerDown={start} className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4">
          <h2 id={ids.heading} className="text-lg font-bold">
            {post ? t("composer.editTitle") : t("composer.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            aria-label={t("composer.close")}
            className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {serverError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="composer-error">
            {serverError}
          </p>
        ) : null}
        <Field
          {...withoutKey(getInputProps(fields.title, { type: "text" }))}
          key={fields.title.key}
          label={t("composer.titleLabel")}
          maxLength={TITLE_MAX}
          autoComplete="off"
          error={shown.title}
        />
        <div className="flex flex-col gap-1">
          <span id={`${ids.body}-label`} className="text-sm font-medium text-slate-700">
            {t("composer.bodyLabel")}
          </span>
          <LazyRichTextEditor
            id={ids.body}
            initialHtml={post?.text ?? ""}
            labelledBy={`${ids.body}-label`}
            describedBy={shown.body ? fields.text.errorId : undefined}
            invalid={Boolean(shown.body)}
            onChange={(nextHtml, text) => {
              setHtml(nextHtml);
              setBodyFilled(text.length > 0);
              // The hidden field below changes without an input event: let conform re-check it.
              if (fields.text.errors) form.validate({ name: fields.text.name });
            }}
          />
          {/* What the schema checks of the body: its HTML, or nothing while the editor holds no text. */}
          <input type="hidden" name={fields.text.name} value={bodyFilled ? html : ""} />
          {shown.body ? (
            <p id={fields.text.errorId} className="text-sm text-red-600">
              {shown.body}
            </p>
          ) : null}
        </div>
        <Field
          {...withoutKey(getInputProps(fields.tags, { type: "text" }))}
          key={fields.tags.key}
          label={t("composer.tagsLabel")}
          maxLength={300}
          autoComplete="off"
          hint={t("composer.tagsHint", { max: TAGS_MAX })}
          error={shown.tags}
        />
        <ImagePicker current={post?.image ?? null} choice={image} onChange={setImage} error={shown.image} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="publish">
            {busy ? t("composer.sending") : post ? t("composer.save") : t("composer.publish")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
