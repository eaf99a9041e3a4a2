import type { UserType } from "../db/schema";

/** Demo accounts created by the seed (also listed in the README). Change or remove them in production. */
export const DEMO_USERS: { username: string; email: string; password: string; firstName: string; lastName: string; userType: UserType }[] = [
  { username: "student", email: "student@gmail.com", password: "student-pass-1", firstName: "Aysel", lastName: "Mammadova", userType: "student" },
  { username: "premium", email: "premium@gmail.com", password: "premium-pass-1", firstName: "Murad", lastName: "Aliyev", userType: "pre_student" },
  { username: "mentor", email: "mentor@gmail.com", password: "mentor-pass-1", firstName: "Leyla", lastName: "Huseynova", userType: "pre_teacher" },
  { username: "admin", email: "admin@gmail.com", password: "admin-pass-1", firstName: "Admin", lastName: "User", userType: "admin" },
];
