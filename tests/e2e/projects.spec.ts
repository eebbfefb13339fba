import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

test('an administrator creates a project with a new customer and two work sites; a manager without 15 sees no money', async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins and two map dialogs: longer than the default half minute.
  test.setTimeout(90_000);
  // Unique per run, so a retry on the same database does not meet its own names.
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const projectName = `Harbor view ${tag}`;
  const customerName = `Delta Homes ${tag}`;

  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // Reached from the main navigation, then the list's create button.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Create project' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/projects/create`);

  const form = page.getByRole('form', { name: 'New project' });
  await form.getByRole('textbox', { name: /^Project name/ }).fill(projectName);

  // The customer picker's dialog adds a customer, which the form then chooses.
  await form.getByRole('button', { name: 'New customer' }).click();
  const customerDialog = page.getByRole('dialog', { name: 'New customer' });
  await customerDialog.getByRole('textbox', { name: /^Customer name/ }).fill(customerName);
  await customerDialog.getByRole('textbox', { name: /^Contact name/ }).fill('Dana Cruz');
  await customerDialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(customerDialog).toBeHidden();
  await expect(form.getByRole('combobox', { name: /^Customer/ })).toContainText(customerName);

  await form.getByRole('spinbutton', { name: /^Budget hours/ }).fill('1200');
  await form.getByRole('spinbutton', { name: /^Labour budget/ }).fill('85000');
  // An administrator assigns any manager: Jordan Lee (manager1) looks after it.
  const managers = form.getByRole('combobox', { name: /^Managers/ });
  await managers.click();
  await page.getByRole('option', { name: 'Jordan Lee' }).click();
  await page.keyboard.press('Escape');
  await expect(managers).toContainText('Jordan Lee');
  await form.getByRole('button', { name: 'Create project' }).click();

  // A new project goes on to its edit page, where its work sites are added.
  await expect(page).toHaveURL(new RegExp(`/org/${orgId}/projects/\\d+/edit$`));
  const projectId = Number(/projects\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${projectName}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Managers/ })).toContainText('Jordan Lee');
  const sites = page.getByRole('list', { name: 'Work sites' });

  // The first site is placed with a click on the map.
  await page.getByRole('button', { name: 'Add work site' }).click();
  const first = page.getByRole('dialog', { name: 'Add work site' });
  await first.getByRole('textbox', { name: /^Work site name/ }).fill('North gate');
  const map = first.getByRole('region', { name: 'Work site location' });
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(first.getByRole('textbox', { name: /^Latitude/ })).toHaveValue(/^-?\d+\.\d+$/);
  await expect(first.getByRole('textbox', { name: /^Longitude/ })).toHaveValue(/^-?\d+\.\d+$/);
  await first.getByRole('button', { name: 'Add work site' }).click();
  await expect(first).toBeHidden();
  await expect(sites.getByRole('listitem')).toHaveCount(1);

  // The second one through the latitude and longitude fields (the keyboard way).
  await page.getByRole('button', { name: 'Add work site' }).click();
  const second = page.getByRole('dialog', { name: 'Add work site' });
  await second.getByRole('textbox', { name: /^Work site name/ }).fill('South yard');
  await second.getByRole('textbox', { name: /^Latitude/ }).fill('38.5702');
  await second.getByRole('textbox', { name: /^Longitude/ }).fill('-121.4871');
  await second.getByRole('button', { name: 'Add work site' }).click();
  await expect(second).toBeHidden();
  await expect(sites.getByRole('listitem')).toHaveCount(2);
  await expect(sites).toContainText('North gate');
  await expect(sites).toContainText('South yard');

  // The list shows it, with its customer and two sites.
  await page.goto(`/org/${orgId}/projects`);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
  const row = page
    .getByRole('grid', { name: 'Projects' })
    .getByRole('row')
    .filter({ hasText: projectName });
  await expect(row).toContainText(customerName);
  await expect(row).toContainText('1,200 h');
  // The filter builder narrows the list on the server: none of its customer hides it, any of
  // them shows it again.
  const filters = page.getByRole('group', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: 'Status: is Active' })).toBeVisible();
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Customer' }).click();
  const editor = page.getByRole('dialog', { name: 'Customer' });
  await editor.getByRole('combobox', { name: 'Rule' }).selectOption('is none of');
  await editor.getByRole('checkbox', { name: customerName }).check();
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByRole('link', { name: projectName })).toHaveCount(0);
  await expect(row).toContainText(`No projects match “${projectName}”`);
  await filters.getByRole('button', { name: `Customer: is not ${customerName}` }).click();
  await editor.getByRole('combobox', { name: 'Rule' }).selectOption('is any of');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(row).toContainText(customerName);
  await row.getByRole('link', { name: projectName }).click();

  // The summary: details, both sites and, for an administrator, the budget.
  await expect(page).toHaveURL(`/org/${orgId}/project/${projectId}/summary`);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const budget = page.getByRole('region', { name: 'Budget' });
  await expect(budget).toContainText('1,200 h');
  await expect(budget).toContainText('$85,000');
  await expect(page.getByRole('main')).toContainText('North gate');
  await expect(page.getByRole('main')).toContainText('South yard');

  // A manager of the default variant (no permission 15), assigned above, opens the same summary:
  // they may edit it, but see no money.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto('/login');
  await signIn(manager, demoEmail('manager1'));
  await currentOrgId(manager);
  await manager.goto(`/org/${orgId}/project/${projectId}/summary`);
  await expect(manager.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(manager.getByRole('main')).toContainText('South yard');
  await expect(manager.getByRole('main')).toContainText(customerName);
  await expect(manager.getByRole('link', { name: 'Edit project' })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Budget' })).toHaveCount(0);
  await expect(manager.getByText('Labour budget')).toHaveCount(0);
  await expect(manager.getByText('$85,000')).toHaveCount(0);
  await expect(manager.getByText('1,200 h')).toHaveCount(0);
  // Nor does the list show budget columns.
  await manager.goto(`/org/${orgId}/projects`);
  await manager.getByRole('searchbox', { name: 'Search projects' }).fill(projectName);
  const managerRow = manager
    .getByRole('grid', { name: 'Projects' })
    .getByRole('row')
    .filter({ hasText: projectName });
  await expect(managerRow).toContainText(customerName);
  await expect(manager.getByRole('columnheader', { name: 'Budget hours' })).toHaveCount(0);
  await managerContext.close();
});
