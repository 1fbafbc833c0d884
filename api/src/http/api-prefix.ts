/** Where every route of the API lives; media and resume URLs in answers start with it too. */
export const API_PREFIX = '/api/v1';
