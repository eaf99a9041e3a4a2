import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { Field } from "~/ui/field";
import { LazyRichTextEditor } from "./editor/lazy-rich-text-editor";
import { forumUrls, send } from "./forum-client";
import { ImagePicker, imageProblem, type ImageChoice } from "./image-picker";
import { TAG_MAX, TAGS_MAX, TITLE_MAX } from "./limits";
import { normalizeTags, tagsProblem } from "./schemas";
import type { PostView } from "./types";

type Props = { open: boolean; onClose: () => void; onSaved: (post: PostView) => void; post?: PostView };

/**
 * "Create a New Post" (or the edit of one): title, the rich-text body, "Tags (comma-separated)" and an
 * optional image. Publishing needs a title and a body; a refusal shows the server's message and keeps
 * everything that was typed.
 */
export function PostComposer({ open, onClose, onSaved, post }: Props) {
  const { t } = useTranslation("forum");
  const ids = { title: useId(), body: useId(), bodyError: useId(), heading: useId() };
  const [title, setTitle] = useState(post?.title ?? "");
  const [html, setHtml] = useState(post?.text ?? "");
  const [bodyFilled, setBodyFilled] = useState(Boolean(post));
  const [tags, setTags] = useState(post?.tags.join(", ") ?? "");
  const [image, setImage] = useState<ImageChoice>({ kind: "keep" });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => () => (image.kind === "new" ? URL.revokeObjectURL(image.preview) : undefined), [image]);

  const errors = {
    title: title.trim() ? null : "validation.titleRequired",
    body: bodyFilled ? null : "validation.bodyRequired",
    tags: tagsProblem(normalizeTags(tags)),
    image: image.kind === "new" ? imageProblem(image.file) : null,
  };
  // Title and body are judged when Publish is pressed; tags and image as soon as they are wrong.
  const message = (key: string | null, now = false) => (key && (tried || now) ? t(key, { max: TAGS_MAX, length: TAG_MAX }) : null);
  const shown = { title: message(errors.title), body: message(errors.body), tags: message(errors.tags, true), image: message(errors.image, true) };

  const submit = async () => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    const form = new FormData();
    form.set("title", title);
    form.set("text", html);
    form.set("tags", tags);
    if (image.kind === "new") form.set("image", image.file);
    if (image.kind === "remove") form.set("remove_image", "true");
    setBusy(true);
    setServerError(null);
    const result = post ? await send<PostView>(forumUrls.post(post.id), "PUT", form) : await send<PostView>(forumUrls.posts, "POST", form);
    setBusy(false);
    if (!result.ok) return setServerError(result.message ?? t("errors.network"));
    onSaved(result.data);
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      labelledBy={ids.heading}
      className="max-h-[calc(100dvh-1rem)] w-[min(44rem,calc(100vw-1rem))] overflow-y-auto"
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
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
          id={ids.title}
          label={t("composer.titleLabel")}
          name="title"
          value={title}
          maxLength={TITLE_MAX}
          autoComplete="off"
          onChange={(e) => setTitle(e.target.value)}
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
            describedBy={shown.body ? ids.bodyError : undefined}
            invalid={Boolean(shown.body)}
            onChange={(nextHtml, text) => {
              setHtml(nextHtml);
              setBodyFilled(text.length > 0);
            }}
          />
          {shown.body ? (
            <p id={ids.bodyError} className="text-sm text-red-600">
              {shown.body}
            </p>
          ) : null}
        </div>
        <Field
          label={t("composer.tagsLabel")}
          name="tags"
          value={tags}
          maxLength={300}
          autoComplete="off"
          hint={t("composer.tagsHint", { max: TAGS_MAX })}
          onChange={(e) => setTags(e.target.value)}
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
