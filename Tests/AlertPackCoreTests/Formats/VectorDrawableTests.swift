import Testing

@testable import AlertPackCore

/// `VectorDrawable`: an Android drawable XML read statically: its root, size and viewport, paths,
/// what Android cannot tint, and the ink bounds from `android:pathData` (every command, implicit
/// repeats, relative forms, arcs, group transforms, strokes), within limits on hostile input.
/// The generated icons (scripts/make-android-icons.py) are AndroidSmallIconInspectorTests'.
struct VectorDrawableTests {
    static func read(_ text: String) throws -> VectorDrawable {
        try VectorDrawable.read(Array(text.utf8))
    }

    static func vector(_ body: String, size: String = "android:width=\"24dp\" android:height=\"24dp\"", viewport: String = "24") -> String {
        """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" \(size)
            android:viewportWidth="\(viewport)" android:viewportHeight="\(viewport)" android:tint="?attr/colorControlNormal">
        \(body)
        </vector>
        """
    }

    static func bounds(_ data: String) throws -> [Double]? {
        try VectorPathData.bounds(data).map { [$0.minX, $0.minY, $0.maxX, $0.maxY].map { ($0 * 1000).rounded() / 1000 } }
    }

    @Test("size, viewport, tint, counts and ink bounds of a plain vector")
    func plain() throws {
        let text = Self.vector(
            """
            <clip-path android:pathData="M0,0h24v24h-24z"/>
            <path android:fillColor="@android:color/white" android:pathData="M4,4H20V20H4Z"/>
            <path android:pathData="M0,0H24V24H0Z"/>
            """)
        let drawable = try Self.read(text)
        #expect(drawable.isVector && drawable.parses && drawable.hasSize)
        #expect(drawable.widthDp == 24 && drawable.heightDp == 24 && drawable.viewportWidth == 24 && drawable.viewportHeight == 24)
        #expect(drawable.tint == "?attr/colorControlNormal")
        #expect(drawable.pathCount == 2 && drawable.clipPathCount == 1 && drawable.untintable.isEmpty)
        // The second path has no colour: it draws nothing.
        #expect(drawable.inkBounds == VectorDrawable.Bounds(minX: 4, minY: 4, maxX: 20, maxY: 20))
    }

    @Test("every command, absolute and relative, with implicit repeats; Android's number forms")
    func commands() throws {
        #expect(try Self.bounds("M1,2 3,4 5,6") == [1, 2, 5, 6])  // pairs after M are lines
        #expect(try Self.bounds("m1,1 2,0 0,2") == [1, 1, 3, 3])  // and after m relative lines
        #expect(try Self.bounds("M2,2h4v4h-4z") == [2, 2, 6, 6])
        #expect(try Self.bounds("M2 2H6 8V9") == [2, 2, 8, 9])  // H repeats
        #expect(try Self.bounds("M1.5.5L-1-2") == [-1, -2, 1.5, 0.5])  // "1.5.5" is 1.5, .5; "-1-2" two numbers
        #expect(try Self.bounds("M1e1,2E0L3e-1,4") == [0.3, 2, 10, 4])
        #expect(try Self.bounds("M0,0") == nil)  // a move alone draws nothing
        // A cubic from (0,0) to (10,0) with both controls at y=10 bulges to y=7.5, not 10.
        #expect(try Self.bounds("M0,0C0,10 10,10 10,0") == [0, 0, 10, 7.5])
        #expect(try Self.bounds("M0,0c0,10 10,10 10,0") == [0, 0, 10, 7.5])
        // S mirrors the last control: a second bulge downwards.
        #expect(try Self.bounds("M0,0C0,10 10,10 10,0S20,-10 20,0") == [0, -7.5, 20, 7.5])
        #expect(try Self.bounds("M0,0Q5,10 10,0") == [0, 0, 10, 5])
        #expect(try Self.bounds("M0,0Q5,10 10,0T20,0") == [0, -5, 20, 5])
        #expect(try Self.bounds("M0,0q5,10 10,0t10,0") == [0, -5, 20, 5])
    }

    @Test("arcs bulge as far as their radius, in the sweep's direction; zero radii are lines; radii too small are scaled")
    func arcs() throws {
        // Half circles of radius 5 from (0,5) to (10,5), both sweeps.
        let upper = try #require(try Self.bounds("M0,5A5,5 0 0 1 10,5"))
        #expect(upper[1] > -0.1 && upper[1] < 0.05 && upper[3] == 5, "\(upper)")
        let lower = try #require(try Self.bounds("M0,5a5,5 0 0 0 10,0"))
        #expect(lower[3] > 9.95 && lower[1] == 5, "\(lower)")
        // A full circle as two arcs, as Material's icons write it.
        let circle = try #require(try Self.bounds("M12,2a10,10 0,1 1,0 20a10,10 0,1 1,0 -20z"))
        #expect(circle[0] > 1.9 && circle[0] < 2.1 && circle[2] > 21.9 && circle[2] < 22.1 && circle[1] == 2 && circle[3] == 22, "\(circle)")
        #expect(try Self.bounds("M0,0A0,5 0 0 1 10,0") == [0, 0, 10, 0])
        let scaled = try #require(try Self.bounds("M0,0A1,1 0 0 1 10,0"))  // radius 1 cannot reach: scaled to 5
        #expect(scaled[1] > -5.05 && scaled[1] < -4.9, "\(scaled)")
    }

    @Test("group transforms (translate, scale about a pivot, rotation, nesting) and strokes move the ink")
    func groups() throws {
        let text = Self.vector(
            """
            <group android:translateX="2">
              <group android:scaleX="0.5" android:scaleY="0.5" android:pivotX="12" android:pivotY="12">
                <path android:fillColor="#FFF" android:pathData="M0,0h24v24h-24z"/>
              </group>
            </group>
            <group android:rotation="90" android:pivotX="12" android:pivotY="12">
              <path android:strokeColor="#FFFFFFFF" android:strokeWidth="2" android:pathData="M10,4H14"/>
            </group>
            <path android:fillColor="#00FFFFFF" android:pathData="M0,0H30V30H0Z"/>
            <path android:fillColor="#FFF" android:fillAlpha="0" android:pathData="M0,0H30V30H0Z"/>
            """)
        let ink = try #require(try Self.read(text).inkBounds)
        // The square: 6...18 moved right by 2 → 8...20; the stroke rotated about the centre: x 19...21 → y, x 9...15.
        let shown = [ink.minX, ink.minY, ink.maxX, ink.maxY].map { ($0 * 1000).rounded() / 1000 }
        #expect(shown == [8, 6, 21, 18], "\(shown)")
    }

    @Test("gradients, drawables as colours and roots that are not <vector> are said; a gradient fill is ink")
    func untintable() throws {
        let gradient = try Self.read(
            Self.vector(
                """
                <path android:pathData="M3,3h18v18h-18z">
                  <aapt:attr name="android:fillColor"><gradient android:startColor="#F00" android:endColor="#00F"/></aapt:attr>
                </path>
                <path android:fillColor="@drawable/shade" android:pathData="M1,1h2v2h-2z"/>
                """))
        #expect(gradient.untintable == ["<gradient> (line 4)", "android:fillColor=\"@drawable/shade\" (line 6)"], "\(gradient.untintable)")
        #expect(gradient.inkBounds == VectorDrawable.Bounds(minX: 1, minY: 1, maxX: 21, maxY: 21))
        for root in ["bitmap", "layer-list", "adaptive-icon", "shape"] {
            let drawable = try Self.read("<\(root) xmlns:android=\"http://schemas.android.com/apk/res/android\"/>")
            #expect(drawable.root == root && !drawable.isVector && !drawable.parses && drawable.pathCount == 0)
        }
    }

    @Test("sizes and viewports Android refuses; px sizes and references it accepts")
    func sizes() throws {
        #expect(try !Self.read(Self.vector("", viewport: "0")).parses)
        #expect(try Self.read(Self.vector("", viewport: "-24")).viewportWidth == nil)
        #expect(try Self.read(Self.vector("", viewport: "1e999")).viewportWidth == nil)
        #expect(try !Self.read(Self.vector("", size: "android:height=\"24dp\"")).parses)
        let pixels = try Self.read(Self.vector("", size: "android:width=\"48px\" android:height=\"@dimen/icon\""))
        #expect(pixels.parses && pixels.widthDp == nil && pixels.width == "48px")
        #expect(try Self.read(Self.vector("", size: "android:width=\"24.5dip\" android:height=\"0dp\"")).widthDp == 24.5)
        #expect(try !Self.read(Self.vector("", size: "android:width=\"24.5dip\" android:height=\"0dp\"")).parses)
        let reference = try Self.read(Self.vector("<path android:fillColor=\"#FFF\" android:pathData=\"@string/shape\"/>"))
        #expect(reference.unmeasuredPaths == 1 && reference.inkBounds == nil && reference.parses)
    }

    @Test("path data that does not read is kept with its line and where in the data it failed")
    func pathProblems() throws {
        let cases: [(String, AlertPackError)] = [
            ("M3,3 L x,4", .reading(.expectedCharacter("a path command", at: 7))),
            ("3,3", .reading(.expectedCharacter("a path command", at: 0))),
            ("M3,3 C4,4 5,5 6", .reading(.expectedCharacter("6 numbers after C", at: 15))),
            ("M3,3 L.e5,1", .reading(.expectedCharacter("a number", at: 6))),
            ("M3,3 L1e,1", .reading(.expectedCharacter("an exponent", at: 8))),
            ("M3,3 L1e999,1", .reading(.expectedCharacter("a finite number", at: 6))),
        ]
        for (data, error) in cases {
            let drawable = try Self.read(Self.vector("\n<path android:fillColor=\"#FFF\" android:pathData=\"\(data)\"/>"))
            #expect(drawable.pathProblem == VectorDrawable.PathProblem(line: 4, error: error), "\(data)")
            #expect(!drawable.parses)
        }
    }

    @Test("hostile input: bounded path data, entities refused, deep nesting refused, long data refused quickly")
    func hostile() throws {
        let many = "M0,0" + String(repeating: "L1,1", count: VectorPathData.maxNumbers / 2 + 1)
        #expect(
            throws: AlertPackError.reading(
                .countOverReadLimit(
                    "android:pathData", count: Int64(VectorPathData.maxNumbers + 2), unit: "numbers", limit: Int64(VectorPathData.maxNumbers)))
        ) {
            try VectorPathData.bounds(many)
        }
        let long = String(repeating: " ", count: VectorPathData.maxCharacters + 1)
        #expect(
            throws: AlertPackError.reading(
                .overReadLimit("android:pathData", bytes: Int64(long.utf8.count), limit: Int64(VectorPathData.maxCharacters)))
        ) {
            try VectorPathData.bounds(long)
        }
        #expect(throws: AlertPackError.reading(.xmlSyntax(line: 1, .entityDeclaration))) {
            try Self.read("<!DOCTYPE v [<!ENTITY a 'b'>]><vector/>")
        }
        let deep = String(repeating: "<group>", count: 300)
        #expect(throws: AlertPackError.reading(.xmlSyntax(line: 1, .nestedTooDeep(maxDepth: XMLTagScanner.maxDepth)))) {
            try Self.read("<vector>" + deep)
        }
        // Absurd numbers stay finite bounds; many arcs cost a fixed number of steps each.
        let huge = try #require(try Self.bounds("M-1e300,0L1e300,1e300"))
        #expect(huge[0] == -1e300 && huge[2] == 1e300)
        let overflow = try #require(try VectorPathData.bounds("m1e308,0 1e308,0 1e308,1e308c1e308,0 -1e308,0 1,1a1e308,1 0 1 1 -1e308,0"))
        #expect([overflow.minX, overflow.minY, overflow.maxX, overflow.maxY].allSatisfy { $0.isFinite }, "\(overflow)")
        let scaled = try Self.read(
            Self.vector(
                """
                <group android:scaleX="1e308" android:pivotX="1e308"><path android:fillColor="#FFF" android:pathData="M0,0h24v24h-24z"/></group>
                <group android:scaleX="1e308" android:scaleY="-1e308"><path android:fillColor="#FFF" android:pathData="M1,1h24v24h-24z"/></group>
                """))
        let ink = try #require(scaled.inkBounds)
        #expect([ink.minX, ink.minY, ink.maxX, ink.maxY].allSatisfy { $0.isFinite }, "\(ink)")
        #expect(scaled.unmeasuredPaths == 1, "the pivot of 1e308 less 1e308 is no number: \(scaled.unmeasuredPaths)")
        let arcs = "M0,0" + String(repeating: "a1e6,1 45 1 1 3,0", count: 10_000)
        #expect(try VectorPathData.bounds(arcs) != nil)
    }
}
