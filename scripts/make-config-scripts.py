#!/usr/bin/env python3
"""Writes JavaScript and TypeScript config scripts (Expo app.config.js/ts, Capacitor
capacitor.config.ts) in the shapes real projects use, for ConfigScriptReaderTests: literal
objects, CommonJS and ES exports, typed constants, Expo's function forms, constants and templates,
env ternaries, path.resolve, require of JSON, a constant changed after its declaration, and
returns inside branches. Written from the shapes seen in public repositories (issue 45's
research), never copied from them.

Usage: make-config-scripts.py FOLDER. Writes FOLDER/<case files> and FOLDER/cases.json: for each
file, `expect` (a dotted path -> the value read: a JSON value, {"alternatives": [...]},
{"parameter": [...]}, {"file": [path, members]}, or "computed"), `node` (a JavaScript file whose
export node may evaluate as the witness) and `static` (the static config a function form is given).
"""
import json
import os
import sys

STATIC = {"name": "from-app-json", "plugins": ["expo-router"], "android": {"package": "com.example.app"},
          "ios": {"icon": "./assets/ios-icon.png", "bundleIdentifier": "com.example.app"}}

CASES = []


def case(name, text, expect, node=False):
    CASES.append({"file": name, "text": text, "expect": expect, "node": node, "static": STATIC})


case("esm-object.mjs", r'''// An ES module with one literal export, comments and every literal form.
/* A block comment
   over two lines. */
export default {
  expo: {
    name: 'Tide "Alarm"',
    slug: "tide-alarm",
    version: '1.0.0',
    icon: './assets/icon.png',
    escapes: "tab\there, newline\nthere, \u00e9\u{1F514} \x41",
    numbers: [0, -1.5, 0x1F, 1e3, 1_000, .5],
    flags: { tablet: true, web: false, nothing: null },
    'quoted-key': 1,
    7: 'seven',
    ios: { supportsTablet: true, infoPlist: { UIBackgroundModes: ['remote-notification'] } },
    plugins: [
      ['expo-notifications', {
        icon: './assets/notification-icon.png',
        color: '#1185fe',
        sounds: ['./assets/sounds/tide.wav', './assets/sounds/bell.caf',],
      }],
      'expo-router',
    ],
  },
};
''', {"expo.plugins.0.1.icon": "./assets/notification-icon.png",
      "expo.plugins.0.1.sounds": ["./assets/sounds/tide.wav", "./assets/sounds/bell.caf"],
      "expo.numbers": [0, -1.5, 31, 1000, 1000, 0.5], "expo.7": "seven"}, node=True)

case("cjs-object.cjs", r'''const pattern = 'com-tide_alarm'.replace(/[-_]/g, '.')

module.exports = {
  name: "Tide",
  notification: { icon: "./assets/bell.png", color: "#ffffff" },
  android: {
    adaptiveIcon: { foregroundImage: "./assets/adaptive-icon.png", backgroundColor: "#FFFFFF" },
  },
  plugins: [["onesignal-expo-plugin", { mode: "development", smallIcons: ["./assets/ic_stat_onesignal_default.png"] }]]
}
''', {"notification.icon": "./assets/bell.png",
      "plugins.0.1.smallIcons": ["./assets/ic_stat_onesignal_default.png"]}, node=True)

case("const-config.mjs", r'''const assetDir = "./src/assets/images"
const theme = { accent: '#5e71bc', bell: `${assetDir}/notification-icon.png` }
const SOUNDS = ['./assets/a.wav', './assets/b.aiff']

const config = {
  icon: `${assetDir}/icon.png`,
  notification: { icon: theme.bell, color: theme.accent },
  plugins: [['expo-notifications', { sounds: SOUNDS, color: theme['accent'] }]],
  theme,
}

export default config
''', {"icon": "./src/assets/images/icon.png", "notification.icon": "./src/assets/images/notification-icon.png",
      "plugins.0.1.sounds": ["./assets/a.wav", "./assets/b.aiff"]}, node=True)

case("function-arrow.mjs", r'''export default ({ config }) => ({
  ...config,
  name: 'Overridden',
  plugins: [...config.plugins, ['expo-notifications', { sounds: ['./assets/ping.caf'] }]],
  android: { ...config.android, adaptiveIcon: { foregroundImage: './assets/fg.png' } },
});
''', {"plugins": [{"spread": {"parameter": ["plugins"]}}, ["expo-notifications", {"sounds": ["./assets/ping.caf"]}]],
      "android.adaptiveIcon.foregroundImage": "./assets/fg.png"}, node=True)

case("function-block.cjs", r'''module.exports = ({ config }) => {
  const extra = { eas: { projectId: 'abc' } };
  return {
    ...config,
    ios: { ...config.ios, entitlements: { 'aps-environment': 'production' } },
    extra,
  };
};
''', {"extra.eas.projectId": "abc", "ios.entitlements.aps-environment": "production"}, node=True)

case("function-declaration.mjs", r'''export default function appConfig({ config }) {
  return { ...config, notification: { icon: './assets/notify.png' } };
}
''', {"notification.icon": "./assets/notify.png"}, node=True)

case("capacitor.config.ts", r'''/// <reference types="@capacitor/local-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'com.example.tide',
  appName: 'Tide',
  webDir: 'dist',
  plugins: {
    LocalNotifications: {
      smallIcon: "ic_stat_tide",
      iconColor: "#488AFF",
      sound: "chime.wav",
    },
    PushNotifications: { presentationOptions: ["badge", "sound", "alert"] as string[] },
  },
} as const;

export default config;
''', {"plugins.LocalNotifications.smallIcon": "ic_stat_tide", "plugins.LocalNotifications.sound": "chime.wav",
      "plugins.PushNotifications.presentationOptions": ["badge", "sound", "alert"]})

case("capacitor-define.config.ts", r'''import { defineConfig } from '@capacitor/cli'
export default defineConfig({ appId: 'com.example.define', plugins: { LocalNotifications: { sound: 'tap.aiff' } } })
''', {"plugins.LocalNotifications.sound": "tap.aiff"})

case("app.config.ts", r'''import { ConfigContext, ExpoConfig } from "expo/config";
import type { OneSignalPluginProps } from "onesignal-expo-plugin";

type Variant = "dev" | "prod";
declare const __DEV__: boolean;
interface Extra { flavour: Variant }

const assetDir: string = "./assets";
const IS_PROD = process.env.APP_VARIANT === "prod";

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: IS_PROD ? "Tide" : "Tide (dev)",
  notification: { icon: `${assetDir}/bell.png` },
  owner: process.env.EXPO_OWNER || "tide-team",
  ios: { ...config.ios!, icon: config.ios!.icon as string },
  plugins: [
    [
      "onesignal-expo-plugin",
      {
        mode: process.env.NODE_ENV === "production" ? "production" : "development",
        smallIcons: [`${assetDir}/ic_stat_onesignal_default.png`],
      } satisfies OneSignalPluginProps,
    ],
  ],
});
''', {"name": {"alternatives": ["Tide", "Tide (dev)"]}, "notification.icon": "./assets/bell.png",
      "owner": {"alternatives": ["computed", "tide-team"]}, "ios.icon": {"parameter": ["ios", "icon"]},
      "plugins.0.1.mode": {"alternatives": ["production", "development"]},
      "plugins.0.1.smallIcons": ["./assets/ic_stat_onesignal_default.png"]})

case("platform-sounds.js", r'''const PLATFORM = process.env.EAS_BUILD_PLATFORM

module.exports = function () {
  return {
    expo: {
      plugins: [
        ['expo-notifications', {
          icon: './assets/icon-android-notification.png',
          sounds: PLATFORM === 'ios' ? ['assets/dm.aiff'] : ['assets/dm.mp3'],
        }],
      ],
    },
  }
}
''', {"expo.plugins.0.1.sounds": {"alternatives": [["assets/dm.aiff"], ["assets/dm.mp3"]]},
      "expo.plugins.0.1.icon": "./assets/icon-android-notification.png"})

case("path-resolve.js", r'''const path = require('path');
module.exports = {
  expo: {
    notification: { icon: path.resolve(__dirname, './assets/notification-icon.png') },
    splash: { image: path.join(__dirname, 'assets', 'splash.png') },
    icon: path.resolve(__dirname, '../outside.png'),
  },
};
''', {"expo.notification.icon": "./assets/notification-icon.png", "expo.splash.image": "./assets/splash.png",
      "expo.icon": "computed"})

case("require-json.js", r'''const base = require('./app.json');
const secrets = require('../secrets.json');
const system = require('/etc/config.json');
module.exports = { ...base.expo, secrets, system, version: require('./package.json').version };
''', {"secrets": "computed", "system": "computed", "version": {"file": ["./package.json", ["version"]]}})

case("changed-const.js", r'''import * as fs from 'fs';
export default ({ config }) => {
  const androidConfig = {
    package: "com.example.changed",
    adaptiveIcon: { foregroundImage: "./assets/adaptive-icon.png" },
  };
  if (fs.existsSync('./google-services.json')) {
    androidConfig.googleServicesFile = "./google-services.json";
  }
  const plugins = ["expo-router"];
  plugins.push("expo-notifications");
  return { ...config, android: androidConfig, plugins };
};
''', {"android.adaptiveIcon.foregroundImage": "./assets/adaptive-icon.png", "android.googleServicesFile": "computed",
      "plugins": "computed"})

case("branch-returns.js", r'''module.exports = ({ config }) => {
  switch (process.env.APP_VARIANT) {
    case 'dev': return { ...config, icon: './assets/app.dev.icon' };
    default: return { ...config, icon: './assets/app.icon' };
  }
};
''', {"": "computed"})


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for entry in CASES:
        with open(os.path.join(folder, entry["file"]), "w", encoding="utf-8") as out:
            out.write(entry.pop("text"))
    with open(os.path.join(folder, "cases.json"), "w", encoding="utf-8") as out:
        json.dump(CASES, out, indent=1)


if __name__ == "__main__":
    main()
