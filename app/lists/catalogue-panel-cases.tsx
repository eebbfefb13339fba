import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../design-system/toast/toast';
import { QueryProvider } from '../api/query-provider';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../test-support/fixtures';
import { renderApp } from '../test-support/render-app';
import { pretendToBeAPhone, signInAs } from '../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../test-support/stubs';

/**
 * The screen tests every settings catalogue panel shares (overtime rules, workers'
 * compensation codes): search, the archived switch, archive and unarchive, the server's
 * refusal of a key in use, the empty state, what readers see, and a list that cannot load. Not
 * a test file itself: a catalogue's test file calls `describeCataloguePanel(spec)` and adds its
 * own cases. Everything happens in organisation 7 (US, Los Angeles).
 */

type CatalogueItem = { id: number; archived_at_unix: number | null };

export type CataloguePanelSpec<Item extends CatalogueItem> = {
  /** What the describe block calls the items: 'overtime rules'. */
  noun: string;
  /** The page showing the panel, for the organisation's administrator. */
  screenPath: string;
  /** The panel alone, for `canManage` or not (readers never reach the page itself). */
  panel: (canManage: boolean) => ReactNode;
  /** The list's path: '/v1/orgs/7/overtime_rules'. */
  apiPath: string;
  /** Two or more items in use, and one archived. */
  inUse: Item[];
  archived: Item;
  /** The text a search matches in an item. */
  searchText: (item: Item) => string;
  /** A search, the item in use it keeps and one it leaves out. */
  search: { text: string; keeps: Item; leavesOut: Item };
  /** The item's name in its row and its menu ('Actions for {label}'). */
  label: (item: Item) => string;
  words: {
    /** 'rules', as in 'Search rules'. */
    plural: string;
    gridLabel: string;
    archivedGridLabel: string;
    addLabel: string;
    addTitle: string;
    emptyTitle: string;
    readerEmpty: string;
    loadErrorTitle: string;
    archiveTitle: (item: Item) => string;
    archiveLabel: string;
    /** Links and buttons only managers get besides add and the row menus ('View history'). */
    managerOnly: string[];
  };
  texts: { archived: string; unarchived: string; keyTaken: string };
  /** The key field: where the server's refusal of a key in use shows. */
  key: { field: string; label: RegExp | string };
  /** What a phone shows: one column, with this header, whose row tells these texts of an item. */
  phone: { header: string; texts: (item: Item) => string[] };
  /** Fills a valid new item with this key in the add dialog. */
  fillNew: (dialog: HTMLElement, user: UserEvent, key: string) => Promise<void>;
};

const ORG = makeOrg({ id: 7, country_code: 'us', timezone: 'America/Los_Angeles' });
const ADMIN = makeProfile([makeEmployee(7, 3, { organization: ORG })]);
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: ORG }));
const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;

export function pageOf<T>(data: T[]) {
  return jsonResponse(listPage(data));
}

/** The panel alone in the providers the app gives it. */
function renderAlone(panel: ReactNode) {
  signInAs(ADMIN);
  return render(
    <MemoryRouter>
      <ToastProvider>
        <QueryProvider>{panel}</QueryProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

export function describeCataloguePanel<Item extends CatalogueItem>(spec: CataloguePanelSpec<Item>) {
  const { words } = spec;
  /** The list as the server answers it: in use or archived, searched. */
  const listRoute = on('GET', spec.apiPath, (call) => {
    const isArchived = query(call).get('is_archived') === 'true';
    const search = (query(call).get('search') ?? '').toLowerCase();
    return pageOf(
      [...spec.inUse, spec.archived].filter(
        (item) =>
          (item.archived_at_unix !== null) === isArchived &&
          spec.searchText(item).toLowerCase().includes(search),
      ),
    );
  });
  const listCalls = (calls: FetchCall[]) =>
    calls.filter((call) => call.method === 'GET' && call.url.startsWith(`${spec.apiPath}?`));
  const grid = () => screen.findByRole('grid', { name: words.gridLabel });
  const rowOf = async (item: Item) =>
    (await screen.findByText(spec.label(item), { selector: 'span' })).closest(
      '[role="row"]',
    ) as HTMLElement;
  const openAsAdmin = () => {
    signInAs(ADMIN);
    return renderApp(spec.screenPath);
  };
  const [first] = spec.inUse as [Item, ...Item[]];

  describe(`${spec.noun}: the catalogue panel`, { timeout: 15_000 }, () => {
    it('sends the search 700 ms after the last keystroke, from page 1', async () => {
      const server = stubFetch(orgRoute, listRoute);
      const { user } = openAsAdmin();
      await grid();
      expect(await rowOf(spec.search.leavesOut)).toBeVisible();
      await user.type(
        screen.getByRole('searchbox', { name: `Search ${words.plural}` }),
        spec.search.text,
      );
      const typedAt = Date.now();
      expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(false);
      await waitFor(
        () => expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(true),
        { timeout: 2000 },
      );
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
      const searched = listCalls(server.calls).filter((call) => query(call).has('search'));
      expect(searched).toHaveLength(1);
      expect(query(searched[0]!).get('search')).toBe(spec.search.text);
      expect(query(searched[0]!).get('page')).toBe('1');
      await waitFor(() =>
        expect(screen.queryByText(spec.label(spec.search.leavesOut))).not.toBeInTheDocument(),
      );
      expect(screen.getByText(spec.label(spec.search.keeps))).toBeVisible();
    });

    it('shows the archived items with the switch, and unarchives one', async () => {
      const server = stubFetch(
        orgRoute,
        listRoute,
        on('PATCH', `${spec.apiPath}/${spec.archived.id}`, () =>
          jsonResponse({
            data: { ...spec.archived, archived_at_unix: null },
            message: spec.texts.unarchived,
          }),
        ),
      );
      const { user } = openAsAdmin();
      await grid();
      await user.click(screen.getByRole('switch', { name: `Show archived ${words.plural}` }));
      expect(await screen.findByRole('grid', { name: words.archivedGridLabel })).toBeVisible();
      expect(await rowOf(spec.archived)).toHaveTextContent('Archived');
      expect(screen.queryByText(spec.label(first))).not.toBeInTheDocument();
      expect(query(listCalls(server.calls).at(-1)!).get('is_archived')).toBe('true');
      expect(query(listCalls(server.calls).at(-1)!).get('page')).toBe('1');

      await user.click(
        screen.getByRole('button', { name: `Actions for ${spec.label(spec.archived)}` }),
      );
      expect(screen.queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('menuitem', { name: 'Unarchive' }));
      expect(await screen.findByText(spec.texts.unarchived)).toBeVisible();
      expect(
        server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
      ).toEqual([{ is_archived: false }]);
    });

    it('archives an item only once the user confirms', async () => {
      const server = stubFetch(
        orgRoute,
        listRoute,
        on('PATCH', `${spec.apiPath}/${first.id}`, () =>
          jsonResponse({
            data: { ...first, archived_at_unix: 1_700_000_900 },
            message: spec.texts.archived,
          }),
        ),
      );
      const { user } = openAsAdmin();
      await grid();
      expect(await rowOf(first)).toHaveTextContent('Active');
      const actions = `Actions for ${spec.label(first)}`;
      await user.click(screen.getByRole('button', { name: actions }));
      expect(screen.queryByRole('menuitem', { name: 'Unarchive' })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
      const dialog = await screen.findByRole('dialog', { name: words.archiveTitle(first) });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);

      await user.click(screen.getByRole('button', { name: actions }));
      await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
      const again = await screen.findByRole('dialog', { name: words.archiveTitle(first) });
      await user.click(within(again).getByRole('button', { name: words.archiveLabel }));
      expect(await screen.findByText(spec.texts.archived)).toBeVisible();
      expect(
        server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
      ).toEqual([{ is_archived: true }]);
    });

    it('puts the server’s refusal of a key in use under the key field', async () => {
      const server = stubFetch(
        orgRoute,
        listRoute,
        on('POST', spec.apiPath, () =>
          jsonResponse(
            {
              status_code: 400,
              message: spec.texts.keyTaken,
              field_hints: { [spec.key.field]: [spec.texts.keyTaken] },
            },
            400,
          ),
        ),
      );
      const { user } = openAsAdmin();
      await grid();
      await user.click(screen.getByRole('button', { name: words.addLabel }));
      const dialog = await screen.findByRole('dialog', { name: words.addTitle });
      await spec.fillNew(dialog, user, spec.label(first));
      await user.click(within(dialog).getByRole('button', { name: words.addLabel }));

      const key = within(dialog).getByRole('textbox', { name: spec.key.label });
      // The field's own hint, when it has one, comes first in its description.
      await waitFor(() =>
        expect(key).toHaveAccessibleDescription(expect.stringContaining(spec.texts.keyTaken)),
      );
      expect(key).toHaveAttribute('aria-invalid', 'true');
      expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
      // The hint sits under its field: no alert repeats it, and the dialog stays open.
      expect(within(dialog).getAllByText(spec.texts.keyTaken)).toHaveLength(1);
      expect(screen.getByRole('dialog')).toBeVisible();
    });

    it('stacks each item in one column on a phone, so nothing scrolls sideways', async () => {
      pretendToBeAPhone();
      stubFetch(orgRoute, listRoute);
      openAsAdmin();
      const table = await grid();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual([spec.phone.header, 'Actions']);
      expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
      const row = await rowOf(first);
      for (const text of spec.phone.texts(first)) expect(row).toHaveTextContent(text);
      expect(row).toHaveTextContent('Active');
      expect(
        within(row).getByRole('button', { name: `Actions for ${spec.label(first)}` }),
      ).toBeVisible();
    });

    it('offers an empty organisation its first item', async () => {
      stubFetch(
        orgRoute,
        on('GET', spec.apiPath, () => pageOf([])),
      );
      openAsAdmin();
      expect(await screen.findByText(words.emptyTitle)).toBeVisible();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: words.addLabel }).length).toBeGreaterThan(0);
    });

    it('lists the items for readers without any control that writes', async () => {
      stubFetch(listRoute);
      renderAlone(spec.panel(false));
      expect(await screen.findByText(spec.label(first))).toBeVisible();
      expect(screen.getByRole('searchbox', { name: `Search ${words.plural}` })).toBeVisible();
      expect(screen.getByRole('switch', { name: `Show archived ${words.plural}` })).toBeVisible();
      expect(screen.queryByRole('button', { name: words.addLabel })).not.toBeInTheDocument();
      for (const name of words.managerOnly)
        expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: `Actions for ${spec.label(first)}` }),
      ).not.toBeInTheDocument();
    });

    it('tells readers of an empty list who adds items', async () => {
      stubFetch(on('GET', spec.apiPath, () => pageOf([])));
      renderAlone(spec.panel(false));
      expect(await screen.findByText(words.readerEmpty)).toBeVisible();
      expect(screen.queryByRole('button', { name: words.addLabel })).not.toBeInTheDocument();
    });

    it('offers a retry when the connection drops instead of leaving the page', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      renderAlone(spec.panel(true));
      expect(await screen.findByText(words.loadErrorTitle)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });
}
