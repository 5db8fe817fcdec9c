'use client';

import { visionTool } from '@sanity/vision';
import { type DocumentActionComponent, defineConfig, type WorkspaceOptions } from 'sanity';
import { structureTool } from 'sanity/structure';
import { SANITY_API_VERSION } from './domain/content-api.ts';
import { schemaTypes, TENANT_TITLES, TENANTS, type Tenant } from './schemas/index.ts';
import { guardCatalogueActions } from './studio/actions/catalogue-guard.tsx';
import { withSettledPublish } from './studio/actions/settled-publish.tsx';
import { isTranslatable, LanguageBadge, TranslationsAction } from './studio/actions/translations.tsx';
import { resolveInput } from './studio/components/index.tsx';
import { sitePresentationTool } from './studio/presentation.ts';
import { structureFor } from './studio/structure.ts';
import { isSingletonType, scopedTemplates, TENANT_SCOPED_TYPES } from './studio/templates.ts';
import { operationsTool } from './studio/tools/operations/index.tsx';

// SANITY_STUDIO_* variables are inlined into the Studio bundle at build time.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local';
const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
/** Set to the local content lake (e.g. https://localhost:3334); unset for hosted Sanity. */
const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;

/**
 * Hosted-only features: the lake does not implement their endpoints, and a Studio that calls
 * them offline shows errors or stalls.
 */
const lakeOptions: Partial<WorkspaceOptions> = apiHost
  ? {
      apiHost,
      releases: { enabled: false },
      scheduledPublishing: { enabled: false },
      scheduledDrafts: { enabled: false },
      tasks: { enabled: false },
      announcements: { enabled: false },
      mediaLibrary: { enabled: false },
      beta: { eventsAPI: { documents: false } },
    }
  : {};

const SINGLETON_FORBIDDEN_ACTIONS = new Set(['duplicate', 'delete', 'unpublish']);

function workspace(tenant: Tenant): WorkspaceOptions {
  return {
    name: tenant,
    basePath: `/${tenant}`,
    title: TENANT_TITLES[tenant],
    subtitle: 'Content',
    projectId,
    dataset,
    ...lakeOptions,
    plugins: [
      structureTool({ structure: structureFor(tenant), title: 'Content' }),
      // The brand's site in an iframe, in draft mode, with "where is this used" on each page.
      sitePresentationTool(tenant),
      visionTool({ defaultApiVersion: SANITY_API_VERSION, defaultDataset: dataset }),
    ],
    schema: {
      types: schemaTypes,
      // Brand-scoped types are only created through templates that fill in the brand.
      templates: (previous) => [
        ...previous.filter((template) => !TENANT_SCOPED_TYPES.includes(template.schemaType)),
        ...scopedTemplates(tenant),
      ],
    },
    // The brand's bookings, refunds and staff log, from the booking service (issue 21).
    tools: (previous) => [...previous, operationsTool(tenant)],
    form: { components: { input: resolveInput } },
    document: {
      ...(apiHost ? { comments: { enabled: false } } : {}),
      // Singletons exist once per brand (and language) and are opened from the desk only.
      newDocumentOptions: (previous, { creationContext }) =>
        creationContext.type === 'global'
          ? previous.filter((item) => !isSingletonType(item.templateId.replace(/-scoped$/, '')))
          : previous,
      actions: (resolved, { schemaType }) => {
        // Publish waits for the draft to be stored and validated as it is now (see the file).
        const previous = withSettledPublish(resolved);
        if (isSingletonType(schemaType))
          return previous.filter(({ action }) => !action || !SINGLETON_FORBIDDEN_ACTIONS.has(action));
        if (isTranslatable(schemaType)) return [...previous, TranslationsAction as DocumentActionComponent];
        // Classes, locations, covers and extras that reservations still use are retired, not deleted.
        return guardCatalogueActions(previous, schemaType, tenant);
      },
      badges: (previous, { schemaType }) =>
        isTranslatable(schemaType) ? [...previous, LanguageBadge] : previous,
    },
  };
}

export default defineConfig(TENANTS.map(workspace));
