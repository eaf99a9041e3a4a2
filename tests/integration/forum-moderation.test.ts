import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import type { PublicUser } from "~/lib/user";
import { viewerOf } from "~/features/forum/access.server";
import { createComment } from "~/features/forum/comments.server";
import { getPost, listFeed } from "~/features/forum/feed.server";
import { setLike } from "~/features/forum/likes.server";
import { moderationQueue } from "~/features/forum/moderation-queue.server";
import { moderate } from "~/features/forum/moderation.server";
import { createPost } from "~/features/forum/posts.server";
import { reportItem } from "~/features/forum/reports.server";
import routes from "~/routes";
import * as adminForumPage from "~/routes/admin/forum";
import * as postApi from "~/routes/api/posts/post";
import * as webComments from "~/routes/forum/comments";
import * as webLike from "~/routes/forum/like";
import { forumPerson, type ForumPerson } from "../setup/forum-helpers";
import { callPage } from "../setup/page";
import { callRoute, uniqueName } from "../setup/request";

beforeAll(() => getDb());
afterAll(closeDb);

const post = (who: ForumPerson, title = "A post") => createPost(who, { title, text: `<p>${title}</p>`, tags: [] }, null);
/** A page module whose loader and action get these route params (callPage gives none). */
const withParams = (mod: { action: (args: any) => Promise<unknown> }, params: Record<string, string>) => ({
  action: (args: any) => mod.action({ ...args, params }),
});
const asPageUser = (p: ForumPerson): PublicUser & { sessionId: string } => ({
  id: p.id,
  username: p.username,
  email: `${p.username}@gmail.com`,
  first_name: "",
  last_name: "",
  profile_picture: null,
  user_type: p.user_type,
  sessionId: "s",
});

describe("rate limits", () => {
  it("a sixth post within 15 minutes is refused with the forum's message; others may still post", async () => {
    const [fast, other] = [await forumPerson(), await forumPerson()];
    for (let i = 0; i < 5; i++) await post(fast, `post ${i}`);
    await expect(post(fast, "one too many")).rejects.toMatchObject({ status: 429, detail: "forum:errors.tooFast.post" });
    await expect(post(other)).resolves.toMatchObject({ title: "A post" });
  });

  it("comments: 20 in 10 minutes; likes: 60 a minute (answered 429 through the page's endpoint too)", async () => {
    const [author, chatty] = [await forumPerson(), await forumPerson()];
    const target = await post(author);
    for (let i = 0; i < 20; i++) await createComment(chatty, target.id, `comment ${i}`);
    await expect(createComment(chatty, target.id, "again")).rejects.toMatchObject({ status: 429 });
    for (let i = 0; i < 60; i++) await setLike(chatty, target.id);
    const res = await callPage(withParams(webLike, { postId: String(target.id) }), {
      path: `/forum/posts/${target.id}/like?lng=en`,
      form: { liked: "true" },
      user: asPageUser(chatty),
    });
    expect([res.status, res.data.detail]).toEqual([429, "Too many likes in a short time. Please wait a minute."]);
    await expect(setLike(chatty, target.id)).rejects.toMatchObject({ status: 429, detail: "forum:errors.tooFast.like" });
  });
});

describe("hidden items disappear for everyone but their author and administrators", () => {
  it("a hidden post: gone from the feed and 404 for others, shown with its reason to the author and admins, back when shown again", async () => {
    const [author, reader, admin] = [await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const p = await post(author, uniqueName("hidden"));
    await moderate(admin, { intent: "hide", target: "post", id: p.id, reason: "Off-topic advertising" });
    const inFeed = async (who: ForumPerson | null) => (await listFeed(viewerOf(who), { search: p.title })).posts.map((x) => x.id);
    expect(await inFeed(null)).toEqual([]);
    expect(await inFeed(reader)).toEqual([]);
    expect(await getPost(viewerOf(reader), p.id)).toBeNull();
    expect((await callRoute(postApi, { token: reader.access, params: { id: String(p.id) } })).status).toBe(404);
    expect(await inFeed(author)).toEqual([p.id]);
    expect((await getPost(viewerOf(author), p.id))!.hidden).toMatchObject({ reason: "Off-topic advertising" });
    expect(await inFeed(admin)).toEqual([p.id]);
    await moderate(admin, { intent: "unhide", target: "post", id: p.id });
    expect(await inFeed(reader)).toEqual([p.id]);
  });

  it("a hidden comment: not shown or counted for others; its author still sees it", async () => {
    const [author, commenter, reader, admin] = [await forumPerson(), await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const p = await post(author);
    const c = await createComment(commenter, p.id, "rude words");
    await createComment(reader, p.id, "kind words");
    await moderate(admin, { intent: "hide", target: "comment", id: c.id, reason: "Rude" });
    const seen = async (who: ForumPerson | null) => {
      const view = (await getPost(viewerOf(who), p.id))!;
      return [view.comment_count, view.comments.map((x) => x.text)];
    };
    expect(await seen(null)).toEqual([1, ["kind words"]]);
    expect(await seen(reader)).toEqual([1, ["kind words"]]);
    expect(await seen(commenter)).toEqual([2, ["rude words", "kind words"]]);
    expect(await seen(admin)).toEqual([2, ["rude words", "kind words"]]);
  });
});

describe("reports and the moderators' queue", () => {
  it("reported items come first, most reported first; one report per user and item; never one's own; hiding resolves them", async () => {
    const [author, r1, r2, r3, admin] = [await forumPerson(), await forumPerson(), await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const p = await post(author, uniqueName("reported"));
    const c = await createComment(author, p.id, "spammy comment");
    await expect(reportItem(author, { post: p.id, reason: "spam", details: "" })).rejects.toMatchObject({ status: 400 });
    for (const r of [r1, r2, r3]) expect(await reportItem(r, { post: p.id, comment: c.id, reason: "spam", details: "buy now" })).toEqual({ created: true });
    expect(await reportItem(r1, { post: p.id, comment: c.id, reason: "abuse", details: "" })).toEqual({ created: false });
    expect(await reportItem(r2, { post: p.id, reason: "off_topic", details: "" })).toEqual({ created: true });
    let queue = await moderationQueue();
    const mine = queue.reported.filter((i) => i.postId === p.id);
    expect(mine.map((i) => [i.target, i.reports!.count])).toEqual([
      ["comment", 3],
      ["post", 1],
    ]);
    expect(queue.reported.indexOf(mine[0]!)).toBeLessThan(queue.reported.indexOf(mine[1]!));
    await moderate(admin, { intent: "hide", target: "comment", id: c.id, reason: "Spam" });
    await moderate(admin, { intent: "dismiss", target: "post", id: p.id });
    queue = await moderationQueue();
    expect(queue.reported.filter((i) => i.postId === p.id)).toEqual([]);
  });

  it("comments and the queue's excerpts show math typeset ($…$ and \\(…\\)), escaped dollars as dollars", async () => {
    const author = await forumPerson();
    const p = await createPost(author, { title: uniqueName("roots"), text: String.raw`<p>Why does \(x^2=25\) have two roots?</p>`, tags: [] }, null);
    const c = await createComment(author, p.id, String.raw`Try $x=-5$: it costs \$5 <b>now</b>`);
    expect(c.text).toBe(String.raw`Try $x=-5$: it costs \$5 <b>now</b>`);
    expect(c.html).toMatch(/^Try <span class="katex">.*<\/span>: it costs \$5 &lt;b&gt;now&lt;\/b&gt;$/s);
    expect(c.html).toContain('<annotation encoding="application/x-tex">x=-5</annotation>');
    const { recent } = await moderationQueue();
    expect(recent.find((i) => i.target === "comment" && i.id === c.id)?.excerptHtml).toBe(c.html);
    expect(recent.find((i) => i.target === "post" && i.id === p.id)?.excerptHtml).toMatch(/^Why does <span class="katex">.*<\/span> have two roots\?$/s);
  });

  it("a blocked user may not post or comment (403 with the reason), may still like; unblocked, may write again", async () => {
    const [troll, author, admin] = [await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const p = await post(author);
    await moderate(admin, { intent: "block", username: troll.username.toUpperCase(), reason: "Repeated insults" });
    await expect(post(troll)).rejects.toMatchObject({ status: 403, detail: "forum:errors.blocked", extra: { blocked_reason: "Repeated insults" } });
    await expect(createComment(troll, p.id, "hi")).rejects.toMatchObject({ status: 403 });
    await expect(setLike(troll, p.id, true)).resolves.toEqual({ likes: 1, liked: true });
    await expect(moderate(admin, { intent: "block", username: admin.username, reason: "no" })).rejects.toMatchObject({ status: 400 });
    await moderate(admin, { intent: "unblock", user: troll.id });
    await expect(post(troll)).resolves.toMatchObject({ title: "A post" });
  });
});

describe("moderation is for administrators only", () => {
  it("the page sits under the /admin layout (whose middleware sends others away), and its action refuses non-admins itself", async () => {
    const adminLayout = routes.find((r) => r.file === "routes/admin/layout.tsx" || r.children?.some((c) => c.file === "routes/admin/layout.tsx"));
    const layout = adminLayout?.file === "routes/admin/layout.tsx" ? adminLayout : adminLayout?.children?.find((c) => c.file === "routes/admin/layout.tsx");
    expect(layout?.children?.map((c) => c.file)).toContain("routes/admin/forum.tsx");

    const [author, student, admin] = [await forumPerson(), await forumPerson(), await forumPerson("admin")];
    const p = await post(author);
    const form = { intent: "hide", target: "post", id: String(p.id), reason: "trying" };
    const refused = await callPage(adminForumPage, { path: "/admin/forum?lng=en", form, user: asPageUser(student) });
    expect(refused.status).toBe(403);
    expect(await getPost(null, p.id)).not.toBeNull();
    const done = await callPage(adminForumPage, { path: "/admin/forum?lng=en", form: { ...form, reason: "ok" }, user: asPageUser(admin) });
    expect(done.status).toBe(400);
    expect(done.data).toMatchObject({ formError: null, fieldErrors: { reason: ["forum:validation.reasonRequired"] } });
    expect((await callPage(adminForumPage, { path: "/admin/forum?lng=en", form, user: asPageUser(admin) })).data).toMatchObject({ ok: true, done: "hide" });
    expect(await getPost(null, p.id)).toBeNull();
  });

  it("the page's endpoints answer visitors 401 and refuse a blank comment with the server's message", async () => {
    const [author] = [await forumPerson()];
    const p = await post(author);
    const comments = withParams(webComments, { postId: String(p.id) });
    const visitor = await callPage(comments, { path: `/forum/posts/${p.id}/comments?lng=en`, form: { text: "hello" } });
    expect(visitor.status).toBe(401);
    expect(visitor.data).toEqual({ detail: "Sign in to do this." });
    const blank = await callPage(comments, { path: `/forum/posts/${p.id}/comments?lng=en`, form: { text: "   " }, user: asPageUser(author) });
    expect([blank.status, blank.data.detail]).toEqual([400, "Write a comment first."]);
  });
});
