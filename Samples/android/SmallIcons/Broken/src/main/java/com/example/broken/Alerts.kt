package com.example.broken

import androidx.core.app.NotificationCompat

fun icons(builder: NotificationCompat.Builder) {
    builder.setSmallIcon(R.drawable.ic_stat_wide)
    builder.setSmallIcon(R.drawable.ic_stat_gradient)
    builder.setSmallIcon(R.mipmap.ic_launcher)
}
