export async function ping(registration: ServiceWorkerRegistration, text: string) {
  await registration.showNotification('Chirp', { body: text, badge: '/icons/badge-512.png', icon: '/icons/gone.png' });
}
