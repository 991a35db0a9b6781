import 'package:flutter_local_notifications/flutter_local_notifications.dart';

const details = NotificationDetails(
  android: AndroidNotificationDetails('alerts', 'Alerts',
      sound: RawResourceAndroidNotificationSound('money')),
  // iOS: no sound declared, so it plays the default.
  iOS: DarwinNotificationDetails(),
);
