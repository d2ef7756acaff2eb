/** The demo's authors: the coaches, physiotherapists and experts who present the knowledge videos. */
export interface DemoAuthor {
  key: string;
  firstName: string;
  lastName: string;
}

export const demoAuthors = [
  { key: 'hoffmann', firstName: 'Lena', lastName: 'Hoffmann' },
  { key: 'morales', firstName: 'Javier', lastName: 'Morales' },
  { key: 'laurent', firstName: 'Camille', lastName: 'Laurent' },
  { key: 'de_vries', firstName: 'Daan', lastName: 'de Vries' },
  { key: 'carvalho', firstName: 'Rui', lastName: 'Carvalho' },
  { key: 'clarke', firstName: 'Emma', lastName: 'Clarke' },
  { key: 'nascimento', firstName: 'Thiago', lastName: 'Nascimento' },
  { key: 'mensah', firstName: 'Kwame', lastName: 'Mensah' },
  { key: 'janssens', firstName: 'Sofie', lastName: 'Janssens' },
  { key: 'oconnor', firstName: 'Niamh', lastName: 'O’Connor' },
] as const satisfies readonly DemoAuthor[];

export type AuthorKey = (typeof demoAuthors)[number]['key'];
