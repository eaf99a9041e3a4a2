import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { listFeed } from "~/features/forum/feed.server";
import * as commentsRoute from "~/routes/api/posts/comments";
import * as likeRoute from "~/routes/api/posts/like";
import * as postRoute from "~/routes/api/posts/post";
import * as postsRoute from "~/routes/api/posts/posts";
import { forumPerson, imageFile, postForm, type ForumPerson } from "../setup/forum-helpers";
import { callRoute, uniqueName } from "../setup/request";

beforeAll(() => getDb());
afterAll(closeDb);

type ApiPost = {
  id: number;
  title: string;
  text: string;
  html: string;
  image: string | null;
  tags: string;
  user: number;
  author: string;
  likes: number;
  liked: boolean;
  comment_count: number;
  comments: { id: number; text: string; user: number; author: string; date: string }[];
};
type Page = { count: number; next: string | null; previous: string | null; results: ApiPost[] };

const publish = (who: ForumPerson, body: Record<string, unknown>) => callRoute(postsRoute, { token: who.access, json: body, path: "/api/posts/posts/" });
const read = (id: number, who?: ForumPerson) => callRoute(postRoute, { token: who?.access, params: { id: String(id) }, path: `/api/posts/${id}/` });
const list = async (query: string, who?: ForumPerson) =>
  (await (await callRoute(postsRoute, { token: who?.access, path: `/api/posts/posts/?${query}` })).json()) as Page;

describe("POST /api/posts/posts/", () => {
  it("publishes as the token's user (a `user` in the body is ignored), with sanitized text, typeset math and normalised tags", async () => {
    const [author, other] = [await forumPerson(), await forumPerson()];
    const res = await publish(author, {
      title: "  Quadratics help  ",
      text: `<p>Why is \\(x^2 \\ge 0\\)?</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
      tags: " SAT, Math ,sat, algebra  1 ",
      image: null,
      user: other.id,
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as ApiPost;
    expect(post.user).toBe(author.id);
    expect(post.author).toBe(author.username);
    expect(post.title).toBe("Quadratics help");
    expect(post.text).toBe("<p>Why is \\(x^2 \\ge 0\\)?</p>");
    expect(post.html).toContain('<span class="katex">');
    expect(post.tags).toBe("sat,math,algebra 1");
    expect([post.likes, post.liked, post.comment_count, post.comments]).toEqual([0, false, 0, []]);
  });

  it("refuses a blank title or body, more than five tags and an image sent as text; 401 without a token", async () => {
    const who = await forumPerson();
    const detail = async (body: Record<string, unknown>) => {
      const res = await publish(who, body);
      return [res.status, (await res.json()) as Record<string, unknown>] as const;
    };
    expect((await detail({ title: "   ", text: "<p>x</p>" }))[1]).toMatchObject({ title: ["Add a title."] });
    expect((await detail({ title: "t", text: "<p> <br></p><script>x</script>" }))[1]).toMatchObject({ text: ["Write something in the post."] });
    expect((await detail({ title: "t", text: "x", tags: "a,b,c,d,e,f" }))[1]).toMatchObject({ tags: ["Use at most 5 tags."] });
    expect((await detail({ title: "t", text: "x", image: "https://evil.example/a.png" }))[1]).toMatchObject({
      image: ["Send the image as a file in a multipart body."],
    });
    const anonymous = await callRoute(postsRoute, { json: { title: "t", text: "x" }, path: "/api/posts/posts/" });
    expect(anonymous.status).toBe(401);
  });

  it("takes a multipart body with an image and serves it re-encoded", async () => {
    const who = await forumPerson();
    const res = await callRoute(postsRoute, {
      token: who.access,
      form: postForm({ title: "With a picture", text: "Look", tags: "geometry" }, await imageFile(2400, 1200, "png")),
    });
    expect(res.status).toBe(201);
    const post = (await res.json()) as ApiPost & { image_width: number; image_height: number };
    expect(post.image).toMatch(/^\/uploads\/forum\/\d+-[0-9a-f]{16}\.webp$/);
    expect([post.image_width, post.image_height]).toEqual([1600, 800]);
  });
});

describe("GET /api/posts/posts/", () => {
  it("pages newest first, 10 a page, as {count, next, previous, results}, filtered by tag and by words", async () => {
    // Three authors: one person may publish five posts in 15 minutes.
    const authors = [await forumPerson(), await forumPerson(), await forumPerson()];
    const tag = uniqueName("t").toLowerCase().slice(0, 20);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await publish(authors[i % 3]!, {
        title: `Post ${i} ${i === 3 ? "zebra" : ""}`,
        text: i === 5 ? "<p>the word zebra here</p>" : "<p>text</p>",
        tags: tag,
      });
      ids.push(((await res.json()) as ApiPost).id);
    }
    const first = await list(`tag=${tag}`);
    expect(first.count).toBe(12);
    expect(first.results.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`/api/posts/posts/?tag=${tag}&page=2`);
    const second = await list(`tag=${tag}&page=2`);
    expect(second.results.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect([second.next, second.previous]).toEqual([null, `/api/posts/posts/?tag=${tag}&page=1`]);
    const found = await list(`tag=${tag}&search=ZEBRA`);
    expect(found.results.map((p) => p.id).sort()).toEqual([ids[3], ids[5]].sort());
    expect((await list(`tag=${tag}&search=zebra%25`)).count).toBe(0);
    expect((await list(`tag=${tag}&page=9`)).results).toEqual([]);
    const bad = await callRoute(postsRoute, { path: "/api/posts/posts/?page=0" });
    expect(bad.status).toBe(400);
  });
});

describe("the web feed (keyset pages)", () => {
  it("pages by the last id seen: a post published while reading neither repeats nor skips one", async () => {
    const authors = [await forumPerson(), await forumPerson(), await forumPerson()];
    const tag = uniqueName("k").toLowerCase().slice(0, 20);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(((await (await publish(authors[i % 3]!, { title: `Keyset ${i}`, text: "x", tags: tag })).json()) as ApiPost).id);
    const first = await listFeed(null, { tag });
    expect(first.posts.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 10));
    await publish(authors[0]!, { title: "Newer", text: "x", tags: tag });
    const second = await listFeed(null, { tag }, first.nextCursor);
    expect(second.posts.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("/api/posts/{id}/: only the author or an administrator changes a post", () => {
  it("GET reads it; PUT by another user is 403, by the author or an admin saves; DELETE likewise; visitors 401", async () => {
    const [author, other, admin] = [await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const { id } = (await (await publish(author, { title: "Mine", text: "<p>first</p>", tags: "a" })).json()) as ApiPost;
    expect(((await (await read(id)).json()) as ApiPost).title).toBe("Mine");
    const put = (who: ForumPerson | null, body: Record<string, unknown>) =>
      callRoute(postRoute, { method: "PUT", token: who?.access, json: body, params: { id: String(id) } });
    expect((await put(other, { title: "Stolen", text: "x" })).status).toBe(403);
    expect((await put(null, { title: "Stolen", text: "x" })).status).toBe(401);
    const edited = await put(author, { title: "Mine, edited", text: "<p>second</p>", tags: "b" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: "Mine, edited", text: "<p>second</p>", tags: "b", edited: true });
    expect((await put(admin, { title: "Fixed by admin", text: "<p>ok</p>" })).status).toBe(200);
    const del = (who: ForumPerson | null) => callRoute(postRoute, { method: "DELETE", token: who?.access, params: { id: String(id) } });
    expect((await del(other)).status).toBe(403);
    expect((await del(author)).status).toBe(204);
    expect((await read(id)).status).toBe(404);
    expect((await del(admin)).status).toBe(404);
    expect((await callRoute(postRoute, { params: { id: "abc" } })).status).toBe(400);
  });
});

describe("POST /api/posts/comments/ and /api/posts/{id}/like/", () => {
  it("adds a comment as the token's user, refuses a blank one, and the post counts and shows it", async () => {
    const [author, reader] = [await forumPerson(), await forumPerson()];
    const { id } = (await (await publish(author, { title: "Ask", text: "?" })).json()) as ApiPost;
    const comment = (who: ForumPerson, body: Record<string, unknown>) => callRoute(commentsRoute, { token: who.access, json: body });
    expect((await comment(reader, { text: "   ", post: id })).status).toBe(400);
    expect((await comment(reader, { text: "hi", post: 999999999 })).status).toBe(404);
    const res = await comment(reader, { text: "  <b>try</b> factoring  ", post: id, user: author.id });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ text: "<b>try</b> factoring", post: id, user: reader.id, author: reader.username });
    const post = (await (await read(id)).json()) as ApiPost;
    expect(post.comment_count).toBe(1);
    expect(post.comments[0]).toMatchObject({ text: "<b>try</b> factoring", author: reader.username });
  });

  it("toggles the caller's like and answers the new count and whether the caller likes it", async () => {
    const [author, a, b] = [await forumPerson(), await forumPerson(), await forumPerson()];
    const { id } = (await (await publish(author, { title: "Like me", text: "x" })).json()) as ApiPost;
    const like = async (who: ForumPerson) => (await callRoute(likeRoute, { token: who.access, method: "POST", params: { id: String(id) } })).json();
    expect(await like(a)).toEqual({ likes: 1, liked: true });
    expect(await like(b)).toEqual({ likes: 2, liked: true });
    expect(await like(a)).toEqual({ likes: 1, liked: false });
    expect((await (await read(id, b)).json()) as ApiPost).toMatchObject({ likes: 1, liked: true });
    expect((await (await read(id, a)).json()) as ApiPost).toMatchObject({ likes: 1, liked: false });
    expect((await callRoute(likeRoute, { method: "POST", params: { id: String(id) } })).status).toBe(401);
  });
});
