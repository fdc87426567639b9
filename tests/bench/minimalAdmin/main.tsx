import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

/** P4's baseline: the smallest react-admin 5 app with one list of 50 rows, data answered in memory. */
const rows = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}`, email: `row${index + 1}@example.com` }));

const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
  getOne: async (_resource: string, { id }: { id: unknown }) => ({ data: rows.find((row) => row.id === Number(id))! }),
  getMany: async () => ({ data: rows }),
  getManyReference: async () => ({ data: rows, total: rows.length }),
  create: async () => { throw new Error('read only'); },
  update: async () => { throw new Error('read only'); },
  updateMany: async () => { throw new Error('read only'); },
  delete: async () => { throw new Error('read only'); },
  deleteMany: async () => { throw new Error('read only'); },
} as unknown as DataProvider;

const RowList = () => (
  <List>
    <Datagrid>
      <TextField source="name" />
      <TextField source="email" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="rows" list={RowList} />
  </Admin>,
);
