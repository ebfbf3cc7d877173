/**
 * The organisation and contacts screens of the back office: divisions (Organisationen), departments
 * (Abteilungen), external users (Externe Benutzer) and leads. Area names the spec gives in German
 * ('Organisationen', 'Abteilungen') are in backoffice.ts.
 */
export const organisationAdminMessages = {
  // Menu (web/backoffice/areas.ts, Shell.tsx)
  'organisationAdmin.group.organisation': 'Organisation',
  'organisationAdmin.group.contacts': 'Kontakte',
  'organisationAdmin.area.externalUsers': 'Externe Benutzer',
  'organisationAdmin.area.leads': 'Leads',

  // Fields several editors share
  'organisationAdmin.field.identifier': 'Kennung',
  'organisationAdmin.field.name': 'Name',
  'organisationAdmin.field.description': 'Beschreibung',
  'organisationAdmin.field.branch': 'Filiale',
  'organisationAdmin.field.companyName': 'Firma',
  'organisationAdmin.field.firstName': 'Vorname',
  'organisationAdmin.field.lastName': 'Nachname',
  'organisationAdmin.field.email': 'E-Mail',
  'organisationAdmin.field.phone': 'Telefon',
  'organisationAdmin.field.comment': 'Notiz',
  'organisationAdmin.sort.company': 'Firma (A–Z)',
  'organisationAdmin.sort.newest': 'Neueste zuerst',

  // Divisions (web/backoffice/organisation/divisions)
  'organisationAdmin.divisions.search': 'Organisationen durchsuchen',
  'organisationAdmin.divisions.new': 'Neue Organisation',
  'organisationAdmin.divisions.empty':
    'Noch keine Organisation. Die Filialen gehören zu einer Organisation; ihr Titel steht auf der Startseite über den Filialen.',
  'organisationAdmin.division.heading': 'Organisation „{name}“',
  'organisationAdmin.division.back': 'Zurück zu den Organisationen',
  'organisationAdmin.division.identifierHelp': 'Eindeutige Kennung aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. fleischerei-gruber.',
  'organisationAdmin.division.nameHelp': 'So heißt die Organisation im Backoffice, z. B. in der Auswahl einer Filiale.',
  'organisationAdmin.division.title': 'Titel',
  'organisationAdmin.division.titleHelp': 'Überschrift über der Filialliste auf der Startseite des Shops. Leer: „Filialen“.',
  'organisationAdmin.division.descriptionHelp': 'Steht auf der Startseite unter dem Titel.',
  'organisationAdmin.division.image': 'Bild',
  'organisationAdmin.division.imageHelp': 'Ein Bild aus der Mediathek, z. B. das Logo der Organisation.',

  // Departments (web/backoffice/organisation/departments)
  'organisationAdmin.departments.search': 'Abteilungen durchsuchen',
  'organisationAdmin.departments.new': 'Neue Abteilung',
  'organisationAdmin.departments.empty': 'Noch keine Abteilungen, z. B. Theke, Küche oder Zerlegung.',
  'organisationAdmin.departments.allBranches': 'Alle Filialen',
  'organisationAdmin.departments.employee': 'Sie sehen die Abteilungen Ihrer Filialen und die filialübergreifenden. Ändern kann sie die Verwaltung.',
  'organisationAdmin.department.heading': 'Abteilung „{name}“',
  'organisationAdmin.department.back': 'Zurück zu den Abteilungen',
  'organisationAdmin.department.shopWide': 'Alle Filialen (filialübergreifend)',
  'organisationAdmin.department.branchHelp': 'Ohne Filiale gilt die Abteilung für den ganzen Betrieb, z. B. Büro oder Produktion.',
  'organisationAdmin.department.createFailed': 'Abteilung konnte nicht erstellt werden.',
  'organisationAdmin.department.updateFailed': 'Abteilung konnte nicht aktualisiert werden.',
  'organisationAdmin.department.deleteFailed': 'Abteilung konnte nicht gelöscht werden.',

  // External users (web/backoffice/contacts/external-users)
  'organisationAdmin.externalUsers.search': 'Externe Benutzer durchsuchen',
  'organisationAdmin.externalUsers.new': 'Neuer externer Benutzer',
  'organisationAdmin.externalUsers.empty': 'Noch keine externen Benutzer, z. B. Lieferanten oder die Steuerberatung.',
  'organisationAdmin.externalUsers.state': 'Status',
  'organisationAdmin.externalUsers.allStates': 'Alle',
  'organisationAdmin.externalUsers.active': 'Aktiv',
  'organisationAdmin.externalUsers.inactive': 'Inaktiv',
  'organisationAdmin.externalUsers.loadFailed': 'Externe Benutzer konnten nicht geladen werden.',
  'organisationAdmin.externalUser.heading': 'Externer Benutzer „{name}“',
  'organisationAdmin.externalUser.back': 'Zurück zu den externen Benutzern',
  'organisationAdmin.externalUser.nameHelp': 'So erscheint der Kontakt in der Liste, z. B. „Steirerfleisch GmbH – Einkauf“.',
  'organisationAdmin.externalUser.isActive': 'Aktiv',
  'organisationAdmin.externalUser.isActiveHelp': 'Ehemalige Kontakte abschalten statt löschen: Sie bleiben auffindbar.',
  'organisationAdmin.externalUser.createFailed': 'Externer Benutzer konnte nicht erstellt werden.',
  'organisationAdmin.externalUser.updateFailed': 'Externer Benutzer konnte nicht aktualisiert werden.',
  'organisationAdmin.externalUser.deleteFailed': 'Externer Benutzer konnte nicht gelöscht werden.',

  // Leads (web/backoffice/contacts/leads)
  'organisationAdmin.leads.search': 'Leads durchsuchen',
  'organisationAdmin.leads.new': 'Neuer Lead',
  'organisationAdmin.leads.empty': 'Noch keine Leads. Hier stehen Anfragen möglicher Kunden, z. B. für Catering oder Firmenfeiern.',
  'organisationAdmin.leads.allStatuses': 'Alle Status',
  'organisationAdmin.lead.heading': 'Lead „{name}“',
  'organisationAdmin.lead.back': 'Zurück zu den Leads',
  'organisationAdmin.lead.nameHelp': 'Worum es geht, z. B. „Catering Hochzeit Juni“.',
  'organisationAdmin.lead.status': 'Status',
  'organisationAdmin.lead.source': 'Herkunft',
  'organisationAdmin.lead.sourceHelp': 'Woher die Anfrage kam, z. B. Kontaktformular, Telefon oder Messe.',
  'organisationAdmin.lead.received': 'Eingang',
  'organisationAdmin.leadStatus.new': 'Neu',
  'organisationAdmin.leadStatus.contacted': 'Kontaktiert',
  'organisationAdmin.leadStatus.won': 'Gewonnen',
  'organisationAdmin.leadStatus.lost': 'Verloren',
} as const;
