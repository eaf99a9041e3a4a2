/** Public entry of the auth area: what other areas may use. */
export { EMAIL_MAX, EditProfileSchema, MAX_PICTURE_BYTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, pictureProblem } from "./schemas";
