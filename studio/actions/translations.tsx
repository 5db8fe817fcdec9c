import { TranslateIcon } from '@sanity/icons/Translate';
import { Badge, Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useState } from 'react';
import {
  type DocumentActionComponent,
  type DocumentBadgeComponent,
  type SanityDocument,
  useClient,
} from 'sanity';
import { IntentLink, useRouter } from 'sanity/router';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { LOCALE_TITLES, LOCALES, type Locale, PAGE_TYPES } from '../../schemas/index.ts';
import { copyForTranslation, type TranslationRow, translationStatus } from '../lib/translations.ts';

export function isTranslatable(type: string): boolean {
  return (PAGE_TYPES as readonly string[]).includes(type) && type !== 'homePage';
}

interface PageDoc extends SanityDocument {
  tenant?: string;
  language?: string;
  translationKey?: string;
  title?: string;
}

function TranslationsDialog({ document, onClose }: { document: PageDoc; onClose: () => void }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const router = useRouter();
  const [rows, setRows] = useState<TranslationRow[] | null>(null);
  const [busy, setBusy] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    client
      .fetch<TranslationRow[]>(
        '*[_type == $type && tenant == $tenant && translationKey == $key]{_id, language, title}',
        { type: document._type, tenant: document.tenant ?? '', key: document.translationKey ?? '' },
        { perspective: 'raw' },
      )
      .then((result) => live && setRows(result))
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [client, document._type, document.tenant, document.translationKey]);

  const create = useCallback(
    async (language: Locale) => {
      setBusy(language);
      setError(null);
      try {
        const copy = copyForTranslation(document, language, crypto.randomUUID());
        await client.create(copy);
        onClose();
        router.navigateIntent('edit', { id: copy._id.replace(/^drafts\./, ''), type: document._type });
      } catch (err) {
        setError((err as Error).message);
        setBusy(null);
      }
    },
    [client, document, onClose, router],
  );

  if (!document.translationKey)
    return <Text>This page has no translation key yet. Publish it once, then add translations.</Text>;
  if (error) return <Text>Could not load translations: {error}</Text>;
  if (!rows) return <Text muted>Looking up translations…</Text>;
  const status = translationStatus(rows);
  return (
    <Stack gap={3}>
      <Text size={1} muted>
        A new translation starts as a draft copy of this page in the chosen language. Translate the texts,
        check the slug and the links (they still point at pages in{' '}
        {LOCALE_TITLES[(document.language as Locale) ?? 'en']}), then publish.
      </Text>
      {LOCALES.map((language) => {
        const existing = status.existing.get(language);
        return (
          <Card key={language} padding={3} radius={2} border tone={existing ? 'positive' : 'caution'}>
            <Flex align="center" gap={3}>
              <Badge tone={existing ? 'positive' : 'caution'}>{language.toUpperCase()}</Badge>
              <Box flex={1}>
                <Text weight="medium">{LOCALE_TITLES[language]}</Text>
              </Box>
              {existing ? (
                <IntentLink intent="edit" params={{ id: existing.id, type: document._type }}>
                  {existing.id === document._id.replace(/^drafts\./, '')
                    ? 'This page'
                    : existing.title || 'Open'}
                  {existing.draftOnly ? ' (draft)' : ''}
                </IntentLink>
              ) : (
                <Button
                  text={busy === language ? 'Creating…' : 'Create translation'}
                  // Every missing language has this button: the name says which one it creates.
                  aria-label={`Create translation in ${LOCALE_TITLES[language]}`}
                  mode="ghost"
                  disabled={busy !== null}
                  onClick={() => create(language)}
                />
              )}
            </Flex>
          </Card>
        );
      })}
    </Stack>
  );
}

/** Lists the page's languages and creates a missing one as a draft copy. */
export const TranslationsAction: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  const document = (props.draft ?? props.published) as PageDoc | null;
  return {
    label: 'Translations',
    icon: TranslateIcon,
    disabled: !document,
    title: document ? 'See and create translations of this page' : 'Save the page first',
    onHandle: () => setOpen(true),
    dialog:
      open && document
        ? {
            type: 'dialog',
            header: `Translations of “${document.title ?? 'this page'}”`,
            onClose: () => setOpen(false),
            content: <TranslationsDialog document={document} onClose={() => setOpen(false)} />,
          }
        : null,
  };
};

/** The page's language at a glance in the document header. */
export const LanguageBadge: DocumentBadgeComponent = (props) => {
  const document = (props.draft ?? props.published) as PageDoc | null;
  if (!document?.language) return null;
  return {
    label: document.language.toUpperCase(),
    title: `Written in ${LOCALE_TITLES[document.language as Locale] ?? document.language}`,
    color: 'primary',
  };
};
