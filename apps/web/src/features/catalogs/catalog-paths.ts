/** The catalog screens' addresses (the route table's paths, filled in). */
export const catalogScreens = {
  brands: '/catalogs/brands',
  brandCreate: '/catalogs/brands/create',
  brandEdit: (id: number) => `/catalogs/brands/${id}/edit`,
  models: '/catalogs/models',
  modelsOfBrand: (brandId: number) => `/catalogs/models?brand_id=${brandId}`,
  modelsOfBody: (bodyId: number) => `/catalogs/models?body_id=${bodyId}`,
  modelCreate: '/models/create',
  modelEdit: (id: number) => `/models/${id}/edit`,
  versions: (modelId: number) => `/models/${modelId}/versions`,
  versionCreate: (modelId: number) => `/models/${modelId}/versions/create`,
  versionEdit: (modelId: number, id: number) => `/models/${modelId}/versions/${id}/edit`,
  years: (modelId: number, versionId: number) => `/models/${modelId}/versions/${versionId}/years`,
  yearCreate: (modelId: number, versionId: number) => `/models/${modelId}/versions/${versionId}/years/create`,
  yearEdit: (modelId: number, versionId: number, id: number) =>
    `/models/${modelId}/versions/${versionId}/years/${id}/edit`,
  bodies: '/bodies',
  bodyCreate: '/bodies/create',
  bodyEdit: (id: number) => `/bodies/${id}/edit`,
};
