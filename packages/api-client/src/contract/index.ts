export {
  envelopeSchema,
  errorEnvelopeSchema,
  languageCodeSchema,
  languageQuerySchema,
  type ErrorEnvelope,
  type LanguageCode,
} from "./envelope";
export {
  getNavigationDataQuerySchema,
  getNavigationDataResponseSchema,
  navigationItemSchema,
  type GetNavigationDataQuery,
  type GetNavigationDataResponse,
  type NavigationItem,
} from "./navigation";
export { API_PREFIX, FILE_PREFIX, apiPaths, type ApiPath } from "./paths";
