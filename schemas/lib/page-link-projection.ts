/**
 * The fields `pagePath` needs, as a GROQ projection over a page document. The Studio's link
 * validation and the site's link resolution use this same text, so an editor is warned about
 * exactly the links the site would drop.
 *
 * Vehicle pages take their category from the base's primary category for the page's tenant,
 * in the page's own language (matched by translation key, since the base is shared by all
 * languages).
 */
export const PAGE_LINK_FIELDS = `
  _type,
  language,
  tenant,
  "slug": slug.current,
  "overviewSlug": *[_type == "vehicleOverviewPage" && tenant == ^.tenant && language == ^.language][0].slug.current,
  "categorySlug": select(
    _type == "vehiclePage" => *[
      _type == "vehicleCategoryPage" && tenant == ^.tenant && language == ^.language &&
      translationKey == ^.base->tenantPrimaryCategories[tenant == ^.^.tenant][0].primaryCategory->translationKey
    ][0].slug.current,
    _type == "blogPostPage" => category->slug.current
  ),
  "topicSlug": select(
    _type in ["blogCategoryPage", "blogPostPage"] => topic->slug.current
  )
`;
