/**
 * Public URLs of stored images, as lists carry them instead of inlining base64. The version
 * (last change) in the query lets browsers cache an image and still see a replaced one.
 */
export const articleImageUrl = (uuid: string, changedAt: Date) => `/api/v1/images/articles/${uuid}?v=${changedAt.getTime()}`;
export const sliderImageUrl = (id: number, changedAt: Date) => `/api/v1/images/sliders/${id}?v=${changedAt.getTime()}`;
