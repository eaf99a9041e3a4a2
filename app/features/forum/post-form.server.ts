import { parseInput, readForm } from "~/lib/parse.server";
import { chosenFile, type ImageChange } from "./posts.server";
import { PostFieldsSchema, type PostFields } from "./schemas";

/** The post form of the page (multipart): title, text, tags, and image (a file) or remove_image=true. */
export async function readPostForm(request: Request): Promise<{ fields: PostFields; image: ImageChange }> {
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = parseInput(PostFieldsSchema, { title: text("title"), text: text("text"), tags: text("tags") });
  const file = chosenFile(form.get("image"));
  const image: ImageChange = file ? { kind: "replace", file } : text("remove_image") === "true" ? { kind: "remove" } : { kind: "keep" };
  return { fields, image };
}
