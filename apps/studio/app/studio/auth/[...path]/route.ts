import { forwardAuth } from "../../../../src/api";
import { ApiError } from "../../../../src/envelope";

/**
 * The sign-in library's own endpoints, on the studio's origin so its cookies are the studio's:
 * a one-time link (`/studio/auth/magic-link/verify?token=…`) is answered by the API with a redirect
 * and the session's cookie, both relayed as they are.
 */
async function forward(request: Request, { params }: RouteContext<"/studio/auth/[...path]">): Promise<Response> {
  const { path } = await params;
  try {
    return await forwardAuth(request, path.map(encodeURIComponent).join("/"));
  } catch (error) {
    if (error instanceof ApiError) {
      return Response.json({ code: error.status, msg: error.message, data: null }, { status: error.status });
    }
    throw error;
  }
}

export { forward as GET, forward as POST };
