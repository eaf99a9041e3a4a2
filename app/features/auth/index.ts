/** Public entry of the auth area: what other areas may use. */
export { EMAIL_MAX, MAX_PICTURE_BYTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, pictureProblem } from "./limits";
export { EditProfileSchema } from "./schemas";

/** EditProfileSchema loaded when the browser's form is first used (issue 30, decision 0065). */
export const loadEditProfileSchema = () => import("./schemas").then((m) => m.EditProfileSchema);
