/** Any unknown /api/ path. */
export async function loader() {
  return Response.json({ detail: "Not found." }, { status: 404 });
}
export const action = loader;
