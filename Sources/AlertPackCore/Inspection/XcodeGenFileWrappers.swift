/// Which folders XcodeGen takes as one file and never walks into: its `isDirectoryFileWrapper`
/// is "a folder whose extension has an Xcode file type", looked up in XcodeProj's table of
/// extensions (Xcode's own built-in file types) plus the three XcodeGen adds. So a catalog, a
/// `.bundle`, an `.icon` or a `.docc` is one file, while `Sounds.v2` or `en.lproj` (no file type)
/// is a folder like any other. The lookup is case-sensitive, as the table's is.
enum XcodeGenFileWrappers {
    /// XcodeProj's `Xcode.filetype(extension:)` keys, then XcodeGen's `icon`, `xcstrings` and
    /// `swiftcrossimport`.
    static let extensions: Set<String> = Set(
        """
        1 C H M a ada adb ads aiff air apinotes apns app appex applescript archivingdescription asdictionary asm atlas au avi \
        bazel bin bmp bundle bzl c c++ cc cdda cl class classdescription classdescriptions clp cp cpp csh css ctrl cxx d dSYM \
        dae defs dext dict docc dsym dtd dylan dylib ear entitlements eval exp f f77 f90 f95 for frag fragment framework fs fsh \
        geom geometry gif gmk gpx gs gsh gz h h++ hh hp hpp hqx htm html htmld hxx i icns ico iconset ii iig imagecatalog inc \
        instrdst instrpkg intentdefinition ipp jam jar java javascript jpeg jpg js jscript json jsp kext l lid ll llx lm lmm \
        lp lpp lxx m mak make map markdown md mdimporter mdown metal metallib mi mid midi mig mii mlkitmodel mlmodel mm \
        modulemap moov mov mp3 mpeg mpg mpkg nasm nib nib~ nqc o otf octest p pas pbfilespec pblangspec pbxproj pch pch++ pct \
        pdf perl php php3 php4 phtml pict pkg pl playground plist pluginkit pm png pp ppob proto py qtz r rb rbw rcproject rcx \
        rez rhtml rsrc rtf rtfd s scnassets scncache scnp scriptSuite scriptTerminology sh shtml sit sks skybox sqlite \
        storyboard storyboardc strings stringsdict swift systemextension tar tbd tcc text tif tiff ttf txt uicatalog usdz vert \
        vertex view vs vsh war wav worksheet xcassets xcbuildrules xcclassmodel xcconfig xcdatamodel xcdatamodeld xcfilelist \
        xcframework xclangspec xcmappingmodel xcode xcodeproj xconf xcplaygroundpage xcspec xcstickers xcsynspec xctarget \
        xctest xctxtmacro xcworkspace xhtml xib xmap xml xpc xsl xslt xsp y yaml ym yml ymm yp ypp yxx zip \
        icon xcstrings swiftcrossimport
        """.split(separator: " ").map(String.init))

    /// Whether a folder named `name` is one file to XcodeGen: its extension (after the last dot,
    /// as Foundation's `pathExtension` reads it: none for `.hidden` or `name.`) has a file type.
    static func isWrapper(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let suffix = name[name.index(after: dot)...]
        return !suffix.isEmpty && extensions.contains(String(suffix))
    }
}
