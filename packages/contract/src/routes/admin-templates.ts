/** The console's master templates: drafts, versions, publishing, images, preview, library import. */
export const adminTemplateRoutes = {};
