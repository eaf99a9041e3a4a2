import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { forumPostLikes } from "#db/schema-forum";
import { viewerOf } from "~/features/forum/access.server";
import { getPost } from "~/features/forum/feed.server";
import { setLike } from "~/features/forum/likes.server";
import { createPost } from "~/features/forum/posts.server";
import { moderate } from "~/features/forum/moderation.server";
import { forumPerson, type ForumPerson } from "../setup/forum-helpers";

beforeAll(() => getDb());
afterAll(closeDb);

async function newPost(author: ForumPerson) {
  return createPost(author, { title: "Likes", text: "<p>like me</p>", tags: [] }, null);
}

async function likeRows(postId: number) {
  const db = await getDb();
  return db.select({ userId: forumPostLikes.userId }).from(forumPostLikes).where(eq(forumPostLikes.postId, postId));
}

describe("likes: one per user and post, counted from the table", () => {
  it("twenty readers liking the same post at once count twenty, and every answer's count is between 1 and 20", async () => {
    const author = await forumPerson();
    const readers = await Promise.all(Array.from({ length: 20 }, () => forumPerson()));
    const post = await newPost(author);
    const answers = await Promise.all(readers.map((r) => setLike(r, post.id, true)));
    expect(answers.every((a) => a.liked && a.likes >= 1 && a.likes <= 20)).toBe(true);
    expect((await likeRows(post.id)).length).toBe(20);
    expect((await getPost(null, post.id))!.likes).toBe(20);
    const last = await setLike(readers[0]!, post.id, true);
    expect(last).toEqual({ likes: 20, liked: true });
  });

  it("one reader's concurrent toggles (two tabs, a double click) never leave two likes, and the count matches the table", async () => {
    const [author, reader] = [await forumPerson(), await forumPerson()];
    const post = await newPost(author);
    for (const n of [2, 7, 10]) {
      await Promise.all(Array.from({ length: n }, () => setLike(reader, post.id)));
      const rows = await likeRows(post.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      const seen = (await getPost(viewerOf(reader), post.id))!;
      expect(seen.likes).toBe(rows.length);
      expect(seen.liked).toBe(rows.length === 1);
    }
  });

  it("toggling twice returns to where it was; setting is idempotent; unliking what was never liked is zero", async () => {
    const [author, reader] = [await forumPerson(), await forumPerson()];
    const post = await newPost(author);
    expect(await setLike(reader, post.id)).toEqual({ likes: 1, liked: true });
    expect(await setLike(reader, post.id)).toEqual({ likes: 0, liked: false });
    expect(await setLike(reader, post.id, false)).toEqual({ likes: 0, liked: false });
    expect(await setLike(reader, post.id, true)).toEqual({ likes: 1, liked: true });
    expect(await setLike(reader, post.id, true)).toEqual({ likes: 1, liked: true });
    expect((await getPost(viewerOf(reader), post.id))!).toMatchObject({ likes: 1, liked: true });
    expect((await getPost(viewerOf(author), post.id))!).toMatchObject({ likes: 1, liked: false });
  });

  it("a hidden post cannot be liked by others (404) but its likes stay", async () => {
    const [author, reader, admin] = [await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const post = await newPost(author);
    await setLike(reader, post.id, true);
    await moderate(admin, { intent: "hide", target: "post", id: post.id, reason: "spam link" });
    await expect(setLike(reader, post.id, false)).rejects.toMatchObject({ status: 404 });
    expect(await setLike(author, post.id, true)).toEqual({ likes: 2, liked: true });
  });
});
