package com.example.sample;

import android.app.NotificationChannel;
import android.net.Uri;

class Channels {
    void create(android.content.Context context) {
        NotificationChannel channel = new NotificationChannel("alerts", "Alerts", 4);
        channel.setSound(Uri.parse("android.resource://" + context.getPackageName() + "/raw/chime"), null);
    }
}
