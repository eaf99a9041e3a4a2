import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Every URL of the product, in the order of the specification's route tables. */
export default [
  // Part 1: the public site, accounts and profile.
  layout("routes/auth/layout.tsx", [
    route("auth/login", "routes/auth/login.tsx"),
    route("auth/signup", "routes/auth/signup.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("auth/confirm-email", "routes/auth/confirm-email.tsx"),
  ]),
  route("auth/logout", "routes/auth/logout.tsx"),
  layout("routes/main/layout.tsx", [
    index("routes/main/landing.tsx"),
    route("pricing", "routes/main/pricing.tsx"),
    route("services", "routes/services/catalogue.tsx"),
    route("services/:slug", "routes/services/group.tsx"),
    route("services/:slug/form", "routes/services/service.tsx"),
    route("profile", "routes/profile/dashboard.tsx"),
    route("profile/edit-profile", "routes/profile/edit-profile.tsx"),
    // Open results: the tests and practice answers as CSV or JSON (a download; a mentor's student with ?student=).
    route("profile/export", "routes/profile/export.ts"),
    route("profile/billing", "routes/billing/billing-page.tsx"),
    // The weekly digest's settings, and its unsubscribe link (no sign-in: a signed token).
    route("profile/email-settings", "routes/profile/email-settings.tsx"),
    route("email/unsubscribe", "routes/email/unsubscribe.tsx"),
    route("students/:student/accommodations", "routes/profile/accommodations.tsx"),
    route("app/dashboard", "routes/profile/dashboard.tsx", { id: "app-dashboard" }),
    // Part 2: practice exams and results.
    route("exams", "routes/exams/select.tsx"),
    route("exams/result/:sessionId", "routes/exams/result.tsx"),
    // Teachers' question bank and exams: teachers and admins only (checked by the layout's middleware).
    layout("routes/teacher/layout.tsx", [
      route("teacher", "routes/teacher/question-new.tsx", { id: "teacher-index" }),
      route("teacher/questions", "routes/teacher/questions.tsx"),
      route("teacher/questions/new", "routes/teacher/question-new.tsx"),
      route("teacher/questions/preview", "routes/teacher/question-preview.ts"),
      route("teacher/questions/:id", "routes/teacher/question-view.tsx"),
      route("teacher/questions/:id/edit", "routes/teacher/question-edit.tsx"),
      route("teacher/review", "routes/teacher/review.tsx"),
      route("teacher/exams", "routes/teacher/exams.tsx"),
      route("teacher/exams/:id", "routes/teacher/exam-builder.tsx"),
      route("teacher/exams/:id/preview", "routes/teacher/exam-preview.tsx"),
      route("teacher/transfer", "routes/teacher/transfer.tsx"),
      route("teacher/transfer/export", "routes/teacher/transfer-export.ts"),
      route("teacher/*", "routes/teacher/not-found.tsx"),
    ]),
    route("video-lesson/:lessonId?", "routes/lessons/course.tsx"),
    // The study plan (a student's own) and a mentor's read-only view of a student's plan.
    route("plan", "routes/plan/plan.tsx"),
    route("plan/students/:username", "routes/plan/student.tsx"),
    // Skill practice and the mistakes notebook (a set itself is full-screen, below).
    route("practice", "routes/practice/index.tsx"),
    route("practice/review", "routes/practice/review.tsx"),
    route("forum", "routes/forum/index.tsx"),
    route("forum/:postId", "routes/forum/post.tsx"),
    // Lingo, the AI tutor: /study and /chat are the same page (spec part 1, section 2).
    route("study", "routes/tutor/study.tsx"),
    route("chat", "routes/tutor/study.tsx", { id: "chat" }),
    route("success", "routes/main/payment-success.tsx"),
    route("cancel", "routes/main/payment-cancel.tsx"),
    // Subscribe on the pricing cards (POST): a Stripe Checkout Session, then Stripe's page.
    route("billing/checkout", "routes/billing/checkout.ts"),
    // The back office: every page under /admin is for its section's roles, administrators by default (checked by the layout's middleware; app/features/admin/nav.ts).
    layout("routes/admin/layout.tsx", [
      route("admin", "routes/admin/index.tsx"),
      route("admin/outbox", "routes/admin/outbox.tsx"),
      route("admin/lessons", "routes/admin/lessons.tsx"),
      route("admin/lessons/new", "routes/admin/lesson-new.tsx"),
      route("admin/lessons/:lessonId", "routes/admin/lesson-edit.tsx"),
      route("admin/lessons/:lessonId/video", "routes/admin/lesson-video.ts"),
      route("admin/forum", "routes/admin/forum.tsx"),
      route("admin/users", "routes/admin/users.tsx"),
      route("admin/mentorships", "routes/admin/mentorships.tsx"),
      route("admin/tutor", "routes/admin/tutor.tsx"),
      route("admin/requests", "routes/admin/requests.tsx"),
      route("admin/requests/:id", "routes/admin/request.tsx"),
      route("admin/services", "routes/admin/services.tsx"),
      route("admin/services/groups/:id", "routes/admin/service-group-edit.tsx"),
      route("admin/services/:id", "routes/admin/service-edit.tsx"),
    ]),
    route("admin/forbidden", "routes/admin/forbidden.tsx"),
    route(":page", "routes/main/info-page.tsx"),
    route("*", "routes/main/not-found.tsx"),
  ]),

  // The exam screen is full-screen, outside the main layout (as on test day).
  route("exams/session/:sessionId", "routes/exams/session.tsx"),
  route("exams/session/:sessionId/data", "routes/exams/session-data.ts"),
  // A result's question, fetched when it is opened on the result page (JSON; the page carries only its header).
  route("exams/result/:sessionId/question/:questionId", "routes/exams/result-question.ts"),
  // A test downloaded for offline use, taken on the device (issue 33): the page opens from the service worker's cache.
  route("offline/take/:downloadId", "routes/offline/take.tsx"),
  route("offline/downloads", "routes/offline/downloads.ts"),
  route("offline/downloads/:id/revoke", "routes/offline/download-revoke.ts"),
  route("offline/sync", "routes/offline/sync.ts"),

  // A practice set: the exam's question screen, full-screen; its data calls; Lingo's panel for a practised question.
  // A printable review sheet of notebook questions (no site header: it is made to be printed).
  route("practice/review/sheet", "routes/practice/review-sheet.tsx"),
  route("practice/:setId", "routes/practice/set.tsx"),
  route("practice/:setId/data", "routes/practice/set-data.ts"),
  route("practice/lingo", "routes/practice/lingo.ts"),

  // Lingo's panel: a result question's conversation (JSON) and a message answered as server-sent events.
  route("tutor/conversation", "routes/tutor/conversation.ts"),
  route("tutor/reply", "routes/tutor/reply.ts"),

  // Translation files for the browser and other clients.
  route("locales/:lng/:file", "routes/locales.ts"),
  route("uploads/*", "routes/uploads.ts"),
  // A lesson's video (range requests), captions and watch progress, under the lesson's own access rule.
  route("video-lesson/:lessonId/video", "routes/lessons/video.ts"),
  route("video-lesson/:lessonId/captions.vtt", "routes/lessons/captions.ts"),
  route("video-lesson/:lessonId/progress", "routes/lessons/progress.ts"),
  // The forum page's own JSON endpoints (called with fetch, the session cookie and the CSRF check).
  ...prefix("forum", [
    route("feed", "routes/forum/feed.ts"),
    route("posts", "routes/forum/create-post.ts"),
    route("posts/:postId", "routes/forum/post-endpoint.ts"),
    route("posts/:postId/like", "routes/forum/like.ts"),
    route("posts/:postId/comments", "routes/forum/comments.ts"),
    route("comments/:commentId", "routes/forum/comment.ts"),
    route("report", "routes/forum/report.ts"),
  ]),
  route("csp-report", "routes/csp-report.ts"),
  // The dashboard's study plan card loads its data here (JSON, the session cookie).
  route("plan/summary", "routes/plan/summary.ts"),

  // The public REST API (part 1 section 7, part 2 section 7).
  ...prefix("api", [
    route("auth/login", "routes/api/auth/login.ts"),
    route("auth/signup", "routes/api/auth/signup.ts"),
    route("auth/token/verify", "routes/api/auth/token-verify.ts"),
    route("auth/token/refresh", "routes/api/auth/token-refresh.ts"),
    route("auth/self", "routes/api/auth/self.ts"),
    route("auth/change-password", "routes/api/auth/change-password.ts"),
    route("auth/password-reset", "routes/api/auth/password-reset.ts"),
    route("auth/password-reset/confirm", "routes/api/auth/password-reset-confirm.ts"),
    route("main/achievements", "routes/api/main/achievements.ts"),
    route("main/landing-data", "routes/api/main/landing-data.ts"),
    route("main/common-questions", "routes/api/main/common-questions.ts"),
    route("main/stripe-service-request/create-checkout-session", "routes/api/billing/create-checkout-session.ts"),
    route("stripe/webhook", "routes/api/billing/stripe-webhook.ts"),
    route("services", "routes/api/services/list.ts"),
    route("services/requests", "routes/api/services/requests.ts"),
    route("services/callback", "routes/api/services/callback.ts"),
    route("services/:slug", "routes/api/services/group.ts"),
    route("exams", "routes/api/exams/list.ts"),
    route("exams/session", "routes/api/exams/sessions.ts"),
    route("exams/session/:id", "routes/api/exams/session.ts"),
    route("exams/section/:sectionId/take", "routes/api/exams/take.ts"),
    route("exams/section/:sectionId/submit-section", "routes/api/exams/submit.ts"),
    route("exams/section/:sectionId/responses", "routes/api/exams/responses.ts"),
    route("exams/session/:id/result", "routes/api/exams/result.ts"),
    route("chat", "routes/api/chat/chat.ts"),
    route("chat/stream", "routes/api/chat/stream.ts"),
    route("posts/posts", "routes/api/posts/posts.ts"),
    route("posts/comments", "routes/api/posts/comments.ts"),
    route("posts/:id", "routes/api/posts/post.ts"),
    route("posts/:id/like", "routes/api/posts/like.ts"),
    // Skill practice and the mistakes notebook (app/features/practice).
    route("practice", "routes/api/practice/index.ts"),
    route("practice/sets", "routes/api/practice/sets.ts"),
    route("practice/sets/:id", "routes/api/practice/set.ts"),
    route("practice/sets/:id/answer", "routes/api/practice/answer.ts"),
    route("practice/sets/:id/responses", "routes/api/practice/responses.ts"),
    route("practice/sets/:id/finish", "routes/api/practice/finish.ts"),
    route("practice/notebook", "routes/api/practice/notebook.ts"),
    route("practice/notebook/practice", "routes/api/practice/notebook-set.ts"),
    route("practice/notebook/:id", "routes/api/practice/notebook-entry.ts"),
    route("profile/export", "routes/api/profile/export.ts"),
    route("profile/email-settings", "routes/api/profile/email-settings.ts"),
    route("email/unsubscribe", "routes/api/email/unsubscribe.ts"),
    route("profile/official-scores", "routes/api/profile/official-scores.ts"),
    route("profile/official-scores/:id", "routes/api/profile/official-score.ts"),
    route("offline/downloads", "routes/api/offline/downloads.ts"),
    route("offline/downloads/:id/revoke", "routes/api/offline/download-revoke.ts"),
    route("offline/sync", "routes/api/offline/sync.ts"),
    route("video-lessons", "routes/api/lessons/list.ts"),
    route("video-lessons/:id/submit-quiz", "routes/api/lessons/submit-quiz.ts"),
    route("video-lessons/:id/progress", "routes/api/lessons/progress.ts"),
    route("plan", "routes/api/plan/plan.ts"),
    route("plan/students/:username", "routes/api/plan/student.ts"),
    route("mentorships", "routes/api/mentorships.ts"),
    route("mentorships/invites", "routes/api/mentor-invites.ts"),
    route("mentorships/join", "routes/api/mentor-join.ts"),
    // Teachers' question bank (authoring): teachers and admins only.
    route("questions/sat-question", "routes/api/questions/sat-question.ts"),
    route("questions/sat-question/:id", "routes/api/questions/sat-question-item.ts"),
    route("questions/sat-question/:id/review", "routes/api/questions/sat-question-review.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
