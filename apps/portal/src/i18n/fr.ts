import type { PortalMessageId } from './en.ts';

export const fr = {
  'auth.login.title': 'Connexion',
  'auth.choose.title': 'Choisissez votre formule',
  'auth.schemeInactive': 'Régime inactif',
  'auth.authorize.title': 'Connexion en cours',
  'auth.authorize.noToken':
    'Ce lien de connexion est incomplet. Connectez-vous avec votre identifiant et votre mot de passe.',
  'auth.authorize.toLogin': 'Aller à la page de connexion',
  'auth.grantAccess.title': 'Demander l’accès',
  'service.title': 'Assistance',
  'reviews.title': 'Avis d’essai',
  'service.faq': 'Questions fréquentes',
  'service.contact': 'Contacter le service leasing',
  'search.title': 'Trouver un véhicule',
  'search.assumesBracket':
    'Les prix tiennent compte de votre tranche d’imposition de {percentage, number} %.',
  'search.assumesBusinessOnly':
    'Les prix supposent un usage uniquement professionnel : pas d’avantage en nature.',
  'search.filters': 'Filtres',
  'search.openFilters': 'Filtrer',
  'search.found': '{count, plural, one {# véhicule trouvé} other {# véhicules trouvés}}',
  'search.clearFilters': 'Effacer tous les filtres',
  'search.showResults': 'Afficher {count, plural, one {# résultat} other {# résultats}}',
  'home.title': 'Accueil',
  'home.intro':
    'Trouvez ici une voiture ou un vélo adapté à votre budget, configurez-le et commandez-le.',
  'home.toCalculator': 'Trouver un véhicule',
  'home.toCart': 'Votre panier',
  'home.toSettings': 'Paramètres fiscaux',
  'home.news': 'Actualités',
  'settings.title': 'Paramètres',
  'settings.saved': 'Vos paramètres ont été enregistrés. Les prix en tiennent compte désormais.',
  'error.notFound.title': 'Page introuvable',
  'error.title': 'Une erreur s’est produite',
  'error.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'error.invalidResponse': 'Le serveur a envoyé une réponse illisible. Réessayez dans un instant.',
  'error.http': 'Le serveur n’a pas pu traiter la demande (statut {status}). Réessayez plus tard.',
  'error.sessionEnded': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.retry': 'Réessayer',
  'error.reload': 'Recharger la page',
  'error.goHome': 'Aller à la page d’accueil',
} as const satisfies Record<PortalMessageId, string>;
