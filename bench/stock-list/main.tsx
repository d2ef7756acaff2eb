/**
 * react-admin's stock infinite list of the exercises, for `npm run bench:list` to compare with the
 * admin's virtualized one: the same providers and data, the same page size and sort, the same
 * columns, every loaded row in the DOM (InfiniteList + Datagrid as react-admin ships them).
 */
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, Datagrid, ImageField, InfiniteList, NumberField, Resource, TextField } from 'react-admin';
import { createProviders } from '../../providers';

const providers = createProviders({ env: import.meta.env, storage: window.localStorage });

const ExerciseList = () => (
  <InfiniteList perPage={25} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <Datagrid>
      <TextField source="name.en" label="Name" />
      <TextField source="types" />
      <TextField source="level" />
      <NumberField source="reps" />
      <NumberField source="duration" />
      <BooleanField source="premium" />
      <BooleanField source="gymAccessRequired" />
      <TextField source="video.name" label="Video" />
      <ImageField source="thumbnail.url" label="Thumbnail" />
    </Datagrid>
  </InfiniteList>
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <Admin dataProvider={providers.dataProvider} authProvider={providers.authProvider} disableTelemetry>
    <Resource name="exercises" list={ExerciseList} />
  </Admin>,
);
