/** The editions under test and the ports their production servers take during the run. */
export const editions = [
  { id: "global", region: "Global", port: 3100 },
  { id: "nigeria", region: "Nigeria", port: 3101 },
  { id: "australia", region: "Australia", port: 3102 },
  { id: "burmese", region: "Myanmar", port: 3103 },
] as const;

/** The content API of the run, on its own fresh embedded database. */
export const API_PORT = 4100;
export const API_URL = `http://127.0.0.1:${API_PORT}`;

/** The secret the editions of the run accept on `POST /revalidate`. */
export const REVALIDATE_SECRET = "e2e-revalidate-secret-0123456789";
