import { eq } from "drizzle-orm";
import { getDb } from "#db/client";
import { forumPosts } from "#db/schema-forum";
import { ValidationError } from "~/lib/http.server";
import { prepareRichText } from "~/lib/sanitize.server";
import { assertMayWrite, forumRateLimit, logModeration, notFound, notYours, viewerOf, type Actor } from "./access.server";
import { getPost } from "./feed.server";
import { deleteForumImage, saveForumImage, type StoredImage } from "./images.server";
import { BODY_TEXT_MAX } from "./limits";
import type { PostFields } from "./schemas";
import type { PostView } from "./types";

/** What happens to a post's image when it is saved: kept as it is, removed, or replaced by an upload. */
export type ImageChange = { kind: "keep" } | { kind: "remove" } | { kind: "replace"; file: File };

/** The body sanitized (app/lib/sanitize.server.ts), typeset and checked: something must be left to read. */
function prepareBody(input: string) {
  const body = prepareRichText(input);
  if (!body.plain) throw new ValidationError({ text: ["forum:validation.bodyRequired"] });
  if (body.plain.length > BODY_TEXT_MAX) throw new ValidationError({ text: ["forum:validation.bodyTooLong"] });
  return body;
}

/** A file field that holds a file (an empty file input sends a nameless, empty one). */
export const chosenFile = (value: unknown): File | null => (value instanceof File && value.size > 0 ? value : null);

/** Publishes a post: not blocked, within the rate limit, a title and a body; the image re-encoded and stored. */
export async function createPost(user: Actor, fields: PostFields, image: File | null): Promise<PostView> {
  await assertMayWrite(user.id);
  const body = prepareBody(fields.text);
  await forumRateLimit("post", user.id);
  const stored = image ? await saveForumImage(user.id, image) : null;
  const db = await getDb();
  let id: number;
  try {
    [{ id }] = (await db
      .insert(forumPosts)
      .values({
        userId: user.id,
        title: fields.title,
        body: body.source,
        bodyHtml: body.html,
        bodyText: body.plain,
        tags: fields.tags,
        imageKey: stored?.key,
        imageWidth: stored?.width,
        imageHeight: stored?.height,
      })
      .returning({ id: forumPosts.id })) as [{ id: number }];
  } catch (error) {
    await deleteForumImage(stored?.key);
    throw error;
  }
  return (await getPost(viewerOf(user), id))!;
}

/** The post's owner and image, if the user may see it; else 404. Only its author or an administrator may change it (403). */
async function ownedPost(user: Actor, id: number) {
  const db = await getDb();
  const [post] = await db
    .select({ userId: forumPosts.userId, imageKey: forumPosts.imageKey, hiddenAt: forumPosts.hiddenAt, title: forumPosts.title })
    .from(forumPosts)
    .where(eq(forumPosts.id, id));
  const admin = user.user_type === "admin";
  const own = post?.userId === user.id;
  if (!post || (post.hiddenAt && !own && !admin)) throw notFound("post");
  if (!own && !admin) throw notYours();
  return { ...post, own, admin };
}

/** Saves an edit of the author's post (or an administrator's). The old image goes once the new one is in place. */
export async function updatePost(user: Actor, id: number, fields: PostFields, image: ImageChange): Promise<PostView> {
  const post = await ownedPost(user, id);
  if (post.own) await assertMayWrite(user.id);
  const body = prepareBody(fields.text);
  await forumRateLimit("edit", user.id);
  let stored: StoredImage | null | undefined;
  if (image.kind === "replace") stored = await saveForumImage(user.id, image.file);
  else if (image.kind === "remove") stored = null;
  const db = await getDb();
  try {
    await db
      .update(forumPosts)
      .set({
        title: fields.title,
        body: body.source,
        bodyHtml: body.html,
        bodyText: body.plain,
        tags: fields.tags,
        editedAt: new Date(),
        ...(stored !== undefined ? { imageKey: stored?.key ?? null, imageWidth: stored?.width ?? null, imageHeight: stored?.height ?? null } : {}),
      })
      .where(eq(forumPosts.id, id));
  } catch (error) {
    await deleteForumImage(stored?.key);
    throw error;
  }
  if (stored !== undefined && post.imageKey) await deleteForumImage(post.imageKey);
  return (await getPost(viewerOf(user), id))!;
}

/** Deletes a post with its comments, likes and reports (its author, or an administrator: logged). */
export async function deletePost(user: Actor, id: number, reason = "") {
  const post = await ownedPost(user, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(forumPosts).where(eq(forumPosts.id, id));
    if (!post.own)
      await logModeration(tx, { adminId: user.id, action: "delete", targetType: "post", targetId: id, targetUserId: post.userId, reason, excerpt: post.title });
  });
  await deleteForumImage(post.imageKey);
}
