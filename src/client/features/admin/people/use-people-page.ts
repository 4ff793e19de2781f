import { type FormEvent, useReducer } from 'react';
import type {
  AdminPage,
  AdminSellerRow,
  AdminUserDetail,
  AdminUserRow,
} from '../../../../shared/admin/admin-people-contract';
import { people as peopleResource } from '../../../lib/api-resources';
import { useApiCache } from '../../../lib/use-api';
import { bodyOf } from '../../accounts/use-personal-api';
import { useAdminApi } from '../shared/use-admin-api';
import { personRead, sellersRead, usersRead } from './admin-people.api';

export type PeopleKind = 'users' | 'sellers';
export type PeopleTableRow = AdminUserRow & Partial<Omit<AdminSellerRow, keyof AdminUserRow>>;

interface State {
  /** What the search box and the filter hold, asked for only when the form is sent. */
  text: string;
  filter: string;
  /** The search the table shows. */
  asked: { q: string; filter: string; page: number };
  /** The row opened to the person's details. */
  open: number | null;
}

type Action =
  | { type: 'type'; text: string }
  | { type: 'choose'; filter: string }
  | { type: 'search' }
  | { type: 'page'; page: number }
  | { type: 'toggle'; id: number };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'type':
      return { ...state, text: action.text };
    case 'choose':
      return { ...state, filter: action.filter };
    case 'search':
      // A new search starts at its first page, with every row closed.
      return { ...state, open: null, asked: { q: state.text.trim(), filter: state.filter, page: 1 } };
    case 'page':
      return { ...state, asked: { ...state.asked, page: action.page } };
    case 'toggle':
      return { ...state, open: state.open === action.id ? null : action.id };
  }
}

const INITIAL: State = { text: '', filter: '', asked: { q: '', filter: '', page: 1 }, open: null };

/** The people table's search, page and opened row, its read, and what a change to a person does to it. */
export function usePeoplePage(kind: PeopleKind) {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const { q, filter, page } = state.asked;
  const read = kind === 'users' ? usersRead({ q, status: filter, page }) : sellersRead({ q, sellerType: filter, page });
  const people = useAdminApi<typeof read.key, AdminPage<PeopleTableRow>>(read, bodyOf);
  const cache = useApiCache();

  /** A change the server confirmed: this row shows it at once, the other tables are read again. */
  const changed = (person: AdminUserDetail) => {
    cache.update<typeof read.key>(read, (held) => ({
      ...held,
      data: held.data.map((row) =>
        row.id === person.id ? { ...row, status: person.status, sellerType: person.seller?.sellerType ?? null } : row,
      ),
    }));
    cache.invalidate(peopleResource, { except: [read.path, personRead(person.id).path] });
  };

  return {
    text: state.text,
    filter: state.filter,
    open: state.open,
    people,
    changed,
    type: (text: string) => dispatch({ type: 'type', text }),
    choose: (value: string) => dispatch({ type: 'choose', filter: value }),
    search: (event: FormEvent) => {
      event.preventDefault();
      dispatch({ type: 'search' });
    },
    toPage: (next: number) => dispatch({ type: 'page', page: next }),
    toggle: (id: number) => dispatch({ type: 'toggle', id }),
  };
}
