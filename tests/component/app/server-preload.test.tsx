// The server loads, before its first render, the code of the pages it renders (those given their
// module's `source`: the public site's) and their sections, and not the admin's pages, which it
// never renders (it sends the admin its shell): their code (the rich-text editor, the tables)
// would only take memory (issue 36).
import { lazyPage, lazySection, preloadServerRenderedPages } from '../../../web/src/app/lazy-page';

describe('preloadServerRenderedPages', () => {
  it('loads the server-rendered pages and sections, and leaves the admin pages unloaded', async () => {
    const loaded: string[] = [];
    const module = (name: string) => async () => {
      loaded.push(name);
      return { [name]: () => null };
    };
    lazyPage(module('PublicPage'), 'PublicPage', 'src/features/public/public-page.tsx');
    lazyPage(module('AdminPage'), 'AdminPage');
    lazySection(module('Section'), 'Section', '#section');

    await preloadServerRenderedPages();

    expect(loaded).toEqual(expect.arrayContaining(['PublicPage', 'Section']));
    expect(loaded).not.toContain('AdminPage');
  });
});
