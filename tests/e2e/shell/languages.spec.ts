/**
 * The admin in each interface language, as a browser set to it opens it (docs/adding-a-resource.md,
 * "Adding an interface language"): the sign-in screen, the exercise list, the exercise form's
 * four steps, a 422 from the server (a list filter it refuses) and a toast, each in the language,
 * with axe on each and no sideways scroll at 360 px, and the sign-in screen's pictures at the look
 * specs' two sizes (regenerated with `--update-snapshots` after a deliberate change of look). A few
 * key texts per screen, inside one signed-in page per language (moveInside.ts). Against the Laravel profile, which answers in
 * English only, the admin's own texts stay in the language and the server's message shows as it came.
 */
import type { Page } from '@playwright/test';
import { checkAccessibility, expect, laravelJourney, test } from '../fixtures';
import { moveInside } from '../moveInside';
import { demoStaff } from './signIn';
import { pictureSizes } from '../look/pictureSizes';

interface Language {
  locale: string;
  email: string;
  password: string;
  signIn: string;
  list: string;
  steps: string[];
  reps: string;
  save: string;
  toast: string;
  /** The list's refusal of an unknown type: the filter's name as the language writes it before a colon, and the start of the reference server's message. */
  refusedFilter: string;
  refusal: string;
}

const languages: Language[] = [
  {
    locale: 'en-US',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    list: 'Exercises',
    steps: ['Details', 'Video', 'Equipment', 'Injuries'],
    reps: 'Reps',
    save: 'Save',
    toast: 'Exercise updated successfully',
    refusedFilter: 'Type:',
    refusal: 'Must be one of',
  },
  {
    locale: 'nl-NL',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    list: 'Oefeningen',
    steps: ['Gegevens', 'Video', 'Materiaal', 'Blessures'],
    reps: 'Herhalingen',
    save: 'Opslaan',
    toast: 'Oefening bijgewerkt',
    refusedFilter: 'Soort:',
    refusal: 'Moet een van deze zijn:',
  },
  {
    locale: 'de-DE',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    list: 'Übungen',
    steps: ['Angaben', 'Video', 'Trainingsgeräte', 'Verletzungen'],
    reps: 'Wiederholungen',
    save: 'Speichern',
    toast: 'Übung gespeichert',
    refusedFilter: 'Typ:',
    refusal: 'Muss eines davon sein:',
  },
  {
    locale: 'fr-FR',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    list: 'Exercices',
    steps: ['Détails', 'Vidéo', 'Équipement', 'Blessures'],
    reps: 'Répétitions',
    save: 'Enregistrer',
    toast: 'Exercice enregistré',
    refusedFilter: 'Catégorie :',
    refusal: "Doit être l'une de ces valeurs :",
  },
  {
    locale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    list: 'Ejercicios',
    steps: ['Datos', 'Vídeo', 'Material', 'Lesiones'],
    reps: 'Repeticiones',
    save: 'Guardar',
    toast: 'Ejercicio guardado',
    refusedFilter: 'Tipo:',
    refusal: 'Debe ser uno de estos:',
  },
  {
    locale: 'pt-PT',
    email: 'E-mail',
    password: 'Palavra-passe',
    signIn: 'Iniciar sessão',
    list: 'Exercícios',
    steps: ['Dados', 'Vídeo', 'Equipamento', 'Lesões'],
    reps: 'Repetições',
    save: 'Guardar',
    toast: 'Exercício guardado',
    refusedFilter: 'Tipo:',
    refusal: 'Tem de ser um destes:',
  },
];

/** Checks the screen as it is: axe, and nothing scrolling sideways at 360 px (then back to the desktop width). */
async function checkScreen(page: Page) {
  await checkAccessibility(page);
  await page.setViewportSize({ width: 360, height: 800 });
  // Polled: the screen lays itself out again for the narrow width after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), { message: page.url() })
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The sign-in screen's picture pair in the language, compared with its committed pictures (`languages.spec.ts-snapshots/`). */
async function signInPictures(page: Page, locale: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const [sizeName, size] of Object.entries(pictureSizes)) {
    await page.setViewportSize(size);
    await expect(page).toHaveScreenshot(`sign-in-${locale}-${sizeName}.png`, { maxDiffPixelRatio: 0.02 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const language of languages) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale, viewport: { width: 1280, height: 800 } });

    test(
      `the admin in ${language.locale}: sign-in, list, the form's steps, a server refusal and a toast`,
      // Behind the Laravel profile, whose messages are English only, one other language shows that
      // the admin's own texts follow the user's choice and the server's message is shown as it came.
      language.locale === 'de-DE' ? laravelJourney : {},
      async ({ page, apiProfile }) => {
        // Five screens, each checked with axe at two widths.
        test.setTimeout(120_000);
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.locale.slice(0, 2)}`));
        // The pictures are the reference server's run's; the sign-in screen is the same against either API.
        if (apiProfile === 'reference') await signInPictures(page, language.locale);
        await checkScreen(page);
        const sent = page.waitForRequest((request) => request.url().includes('/oauth/token'));
        await page.getByLabel(language.email, { exact: true }).fill(demoStaff.email);
        await page.getByRole('textbox', { name: language.password, exact: true }).fill(demoStaff.password);
        await page.getByRole('button', { name: language.signIn, exact: true }).click();
        expect((await sent).headers()['accept-language']).toMatch(new RegExp(`^${language.locale.slice(0, 2)}`));

        // The whole admin and a list load here: on a busy machine that takes a while.
        await expect(page).toHaveURL(/\/exercises/, { timeout: 20_000 });
        await expect(page.getByRole('columnheader', { name: language.reps })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${language.list} · `));
        await checkScreen(page);

        // A filter the server refuses (a bookmark's), opened anew as a bookmark is: its name from the
        // admin's catalogue, its message from the server.
        await page.goto(`/exercises?filter=${encodeURIComponent(JSON.stringify({ type: 'no-such-type' }))}`);
        const refusal = apiProfile === 'laravel' ? 'Must be one of' : language.refusal;
        await expect(page.getByRole('listitem').filter({ hasText: `${language.refusedFilter} ${refusal} push` })).toBeVisible({
          timeout: 20_000,
        });

        await moveInside(page, '/exercises/create');
        for (const step of language.steps) await expect(page.getByRole('link', { name: new RegExp(`^${step}`) }).first()).toBeVisible();
        await checkScreen(page);

        // A save's toast, in the language (the list without the refused filter it remembers).
        await moveInside(page, `/exercises?filter=${encodeURIComponent('{}')}`);
        await page.locator('table tbody tr:not([aria-hidden])').first().getByRole('link').first().click();
        const reps = page.getByRole('spinbutton', { name: new RegExp(`^${language.reps}`) });
        await reps.fill(String((Number(await reps.inputValue()) || 0) + 1));
        await page.getByRole('button', { name: language.save, exact: true }).click();
        await expect(page.getByText(language.toast, { exact: true })).toBeVisible({ timeout: 15_000 });
        await checkAccessibility(page);
      },
    );
  });
}
